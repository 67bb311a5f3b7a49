import GitHubBrowserDomain

/// Where a repository list (the Public tab, "Your repositories") can go: a repository's detail, or
/// the sign-in screen over the tab. The MVP presenter and the Flux screen talk to it;
/// `BrowserRouter` implements it.
///
/// Routing is the screen's output to the app (where to go next), not its work: the work comes from
/// the use cases the screen is built with.
@MainActor
public protocol RepositoryListRouting: AnyObject {
    /// Shows the detail screen of `id` on top of the list.
    func showDetail(of id: RepositoryID)
    /// Whether ``presentSignIn()`` can show anything (the app offers a sign-in screen).
    var canPresentSignIn: Bool { get }
    /// Presents the sign-in screen over the tab; it closes itself once signed in.
    func presentSignIn()
}
