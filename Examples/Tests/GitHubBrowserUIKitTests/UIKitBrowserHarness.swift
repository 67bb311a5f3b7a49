#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import GitHubBrowserUIKitViews
import StrataAlert
import StrataNavigation
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// The whole browser on UIKit — coordinator, tab bar with its four tabs, navigation stacks,
/// screens — in a simulated window, over in-memory sources: a search catalog, favourites, a
/// public list, an account source that accepts ``validToken``, the user's repositories, and a
/// launch-path recorder.
@MainActor
struct UIKitBrowserHarness {
    /// The token the account source accepts, for ``ScriptedAccountService/octocat``.
    static let validToken = "ghp_good"

    let catalog = InMemoryCatalog()
    let favourites = InMemoryFavourites()
    let publicCatalog: InMemoryPublicCatalog
    let sessions = InMemorySessions()
    let userRepositories: InMemoryUserRepositories
    let launchPaths = LaunchPathRecorder()
    let clock = ManualClock()
    let browser: UIKitBrowser
    let window = UIWindow(windowScene: UIWindowScene())

    /// Builds the browser with `tabs`, connects it to the window and opens `launch`; READMEs come
    /// from `readmes` (none given: the offline source, which has no READMEs).
    init(
        launch: LaunchRoute = .normal,
        tabs: [BrowserTab] = BrowserTab.allCases,
        publicRepositories: [Repository] = RepositoryListFixtures.repositories(45),
        userRepositories: [Repository] = RepositoryListFixtures.repositories(3, from: 100),
        readmes: InMemoryReadmes? = nil
    ) {
        publicCatalog = InMemoryPublicCatalog(publicRepositories)
        self.userRepositories = InMemoryUserRepositories(userRepositories)
        let sessions = sessions
        let clock = clock
        let accountSource = OneTokenAccountSource(validToken: Self.validToken, account: ScriptedAccountService.octocat)
        browser = UIKitBrowser(
            dependencies: BrowserDependencies(
                environment: BrowserEnvironment(
                    useCases: BrowserUseCases(catalog: catalog, favourites: favourites, readmes: readmes),
                    publicRepositories: ListPublicRepositories(catalog: publicCatalog),
                    userRepositories: ListUserRepositories(source: self.userRepositories),
                    session: SessionUseCases(
                        signIn: SignIn(source: accountSource, sessions: sessions),
                        signOut: SignOut(sessions: sessions),
                        showAccount: ShowAccount(sessions: sessions)
                    ),
                    debounce: .zero,
                    now: { clock.now }
                ),
                launchPaths: launchPaths
            ),
            tabs: tabs
        )
        browser.connect(to: window, launch: launch)
    }

    var tabs: TabBarController { browser.tabBar.tabBarController }

    /// The navigation stack of the selected tab.
    var navigation: UINavigationController? { tabs.selectedViewController as? UINavigationController }

    /// The navigation stack of `tab`.
    func navigation(of tab: BrowserTab) -> UINavigationController? {
        browser.tabBar.tabs.firstIndex(of: tab).flatMap { tabs.viewControllers?[$0] as? UINavigationController }
    }

    /// The Search screen (the root of the first tab).
    var search: SearchViewController? {
        navigation(of: .search)?.viewControllers.first as? SearchViewController
    }

    /// The Public tab's screen.
    var publicRepositories: RepositoryListViewController? {
        navigation(of: .publicRepositories)?.viewControllers.first as? RepositoryListViewController
    }

    /// The Account tab's screen.
    var account: AccountViewController? {
        navigation(of: .account)?.viewControllers.first as? AccountViewController
    }

    /// The screen on top of the selected tab, if it is a repository's detail.
    var detail: RepositoryDetailViewController? {
        navigation?.topViewController as? RepositoryDetailViewController
    }

    /// Shows `tab`, as a tap on the tab bar does.
    func select(_ tab: BrowserTab) {
        browser.tabBar.select(tab)
    }

    /// The title texts of the rows of `table` (asking for a cell is how a row comes on screen).
    static func rows(of table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).map {
            (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? RepositoryCell)?.titleLabel.text ?? "?"
        }
    }

    /// Types `text` into the search field, as the keyboard does.
    func type(_ text: String) {
        guard let field = search?.rootView.searchField else { return }
        field.text = text
        field.sendActions(for: .editingChanged)
    }

    /// Types `token` on the Account tab once its form is shown, and taps "Sign in", as a user does;
    /// whether the form was there to type in.
    func submitToken(_ token: String) async -> Bool {
        select(.account)
        guard let root = account?.rootView, await eventually({ !root.tokenField.isHidden && root.signInButton.isEnabled }) else { return false }
        root.tokenField.text = token
        root.signInButton.sendActions(for: .touchUpInside)
        return true
    }

    /// Signs in on the Account tab with the valid token; whether the account is shown.
    func signIn() async -> Bool {
        guard await submitToken(Self.validToken), let root = account?.rootView else { return false }
        return await eventually { !root.signOutButton.isHidden }
    }
}
#endif
