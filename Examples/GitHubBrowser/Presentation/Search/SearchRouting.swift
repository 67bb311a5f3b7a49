import GitHubBrowserDomain

/// Where the search screen can go. ``SearchPresenter`` talks to it; ``BrowserRouter`` implements it.
@MainActor
public protocol SearchRouting: AnyObject {
    /// Shows the detail screen of `id` on top of the search screen.
    func showDetail(of id: RepositoryID)
    /// Takes the user to the Account tab to sign in.
    func showAccountTab()
}
