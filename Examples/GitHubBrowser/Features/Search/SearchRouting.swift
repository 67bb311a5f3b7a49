import GitHubBrowserDomain

/// Where the search screen can go. The MVP presenter and the Flux screen talk to it; `BrowserRouter`
/// implements it.
///
/// Routing is the screen's output to the app (where to go next), not its work: the work comes from
/// the use cases the screen is built with.
@MainActor
public protocol SearchRouting: AnyObject {
    /// Shows the detail screen of `id` on top of the search screen.
    func showDetail(of id: RepositoryID)
    /// Takes the user to the Account tab to sign in.
    func showAccountTab()
}
