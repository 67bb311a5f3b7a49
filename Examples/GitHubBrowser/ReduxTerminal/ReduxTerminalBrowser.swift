import Foundation
import GitHubBrowserPresentation
import GitHubBrowserRedux
import StrataTerminal

/// The Redux app on the terminal: a tab bar whose tabs and stacks follow the store's
/// `NavigationState`, over screens that subscribe to their slices of the one state.
///
/// This step builds the Search, Favourites and Public tabs, the detail screen and "Your
/// repositories"; the Account tab is the next step (issue 26), so it is left out for now, as a tab
/// the source cannot serve is.
///
/// ```swift
/// let app = ReduxTerminalBrowser(browser: BrowserStore(environment: environment))
/// app.start()
/// Application(terminal: terminal, root: app.rootViewController).run()
/// ```
@MainActor
public final class ReduxTerminalBrowser {
    /// The store every screen reads and dispatches to.
    public let browser: BrowserStore
    /// The tabs shown, in order.
    public let tabs: [BrowserTab]
    private let tabBar: StateTabBarController
    private let navigator: Navigator

    /// Builds the tabs of `requested` that this app has screens for, over `browser`.
    ///
    /// - Parameters:
    ///   - browser: The store.
    ///   - requested: The tabs to show, in order.
    ///   - catalogNote: Where the offline catalog comes from and how old it is, under the Search
    ///     tab's list; `nil` for a live source.
    ///   - timeZone: The time zone of the dates the screens show.
    public init(browser: BrowserStore, tabs requested: [BrowserTab] = BrowserTab.allCases, catalogNote: String? = nil, timeZone: TimeZone = .current) {
        self.browser = browser
        var tabs: [BrowserTab] = []
        var navigations: [StateNavigationController] = []
        for tab in requested where !tabs.contains(tab) {
            let root: AnyViewController
            switch tab {
            case .search: root = SearchViewController(browser: browser, catalogNote: catalogNote, timeZone: timeZone)
            case .favourites: root = FavouritesViewController(browser: browser)
            case .publicRepositories:
                guard browser.environment.publicRepositories != nil else { continue }
                root = RepositoryListViewController(list: .publicRepositories, tab: tab, browser: browser, canSignIn: browser.environment.session != nil, timeZone: timeZone)
            case .account: continue
            }
            tabs.append(tab)
            navigations.append(StateNavigationController(tab: tab, rootViewController: root, browser: browser))
        }
        self.tabs = tabs
        tabBar = StateTabBarController(tabs: tabs, viewControllers: navigations, browser: browser)
        navigator = Navigator(browser: browser, tabBar: tabBar, navigations: navigations) { [unowned browser] screen, tab in
            switch screen {
            case .repository(let id): DetailViewController(id: id, tab: tab, browser: browser)
            case .userRepositories:
                browser.environment.userRepositories == nil
                    ? nil : RepositoryListViewController(list: .userRepositories, tab: tab, browser: browser, canSignIn: false, timeZone: timeZone)
            }
        }
    }

    /// The screen to run: the tab bar.
    public var rootViewController: AnyViewController { tabBar }

    /// Starts the store's effects (the favourites, the session) and the navigator.
    public func start() {
        browser.start()
        navigator.start()
    }
}
