import StrataNavigation

/// A driver that can show a repository's detail, titled `title` until it has loaded: it names the
/// view controller (and list data source) that shows it, built over the screen object an
/// architecture makes from the view controller's parts.
///
/// Each driver adopts it in the feature's view-controller file (`extension TerminalDriver:
/// RepositoryDetailHosting`); a screen builder that shows the screen asks for it in its generic
/// constraint, so the drivers and the builders learn a screen without a central list.
@MainActor
public protocol RepositoryDetailHosting {
    /// The driver's screen type (`BaseViewController`, `UIViewController`).
    associatedtype Screen: AnyObject

    /// What builds the screen object from the view controller's parts.
    typealias MakeRepositoryDetailScreen = @MainActor (ScreenParts<any RepositoryDetailDisplay, Void, Screen>) -> any RepositoryDetailScreenType

    /// A repository's detail, titled `title` until it has loaded.
    func repositoryDetail(title: String, screen: @escaping MakeRepositoryDetailScreen) -> Screen
}
