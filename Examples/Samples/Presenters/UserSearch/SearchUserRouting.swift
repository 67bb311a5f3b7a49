/// Where the user search goes when a user is chosen — chapter 12 of 「iOSアプリ設計パターン入門」
/// (MVP with a router) and article ④'s Router: the presenter decides, a router of the driver builds
/// the next screen with what it depends on and shows it. Neither form's view is told to navigate.
///
/// The listing's names, but for Strata's one naming rule: the book's `SearchUserRouterProtocol` is
/// `SearchUserRouting` here, as every routing protocol of Strata ends in `Routing`.
@MainActor
public protocol SearchUserRouting: AnyObject {
    /// Shows the detail of the user named `userName`: the list of their repositories.
    func transitionToUserDetail(userName: String)
}
