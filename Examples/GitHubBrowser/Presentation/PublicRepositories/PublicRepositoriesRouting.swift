import GitHubBrowserDomain

/// Where the Public tab can go: a repository's detail, or the sign-in screen over the tab.
/// ``PublicRepositoriesPresenter`` talks to it; ``BrowserRouter`` implements it.
@MainActor
public protocol PublicRepositoriesRouting: AnyObject {
    /// Shows the detail screen of `id` on top of the list.
    func showDetail(of id: RepositoryID)
    /// Whether ``presentSignIn()`` can show anything (the app offers a sign-in screen).
    var canPresentSignIn: Bool { get }
    /// Presents the sign-in screen over the tab; it closes itself once signed in.
    func presentSignIn()
}
