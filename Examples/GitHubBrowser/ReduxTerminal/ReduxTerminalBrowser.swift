import Foundation
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation
import StrataTerminal

/// The Redux app on the terminal: a tab bar whose tabs and stacks follow the store's
/// `NavigationState`, over screens that subscribe to their slices of the one state.
///
/// Every tab of the MVP app: Search, Favourites, Public and Account (a tab the source cannot
/// serve is left out, as there), the detail screen, "Your repositories" and the sign-in sheet.
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
    private let navigator: Navigator<StateTabBarController>
    private let launchPaths: LaunchPathRecorder?
    private lazy var launchErrorAlert = AlertClient<LaunchErrorAction>(viewController: tabBar)

    /// Builds the tabs of `requested` that this app has screens for, over `browser`.
    ///
    /// - Parameters:
    ///   - browser: The store.
    ///   - requested: The tabs to show, in order.
    ///   - catalogNote: Where the offline catalog comes from and how old it is, under the Search
    ///     tab's list; `nil` for a live source.
    ///   - timeZone: The time zone of the dates the screens show.
    ///   - launchPaths: Counts how the app was launched (``start(link:restoring:)`` records it), shown on the
    ///     Account tab; `nil` when the app does not measure it.
    public init(
        browser: BrowserStore,
        tabs requested: [BrowserTab] = BrowserTab.allCases,
        catalogNote: String? = nil,
        launchPaths: LaunchPathRecorder? = nil,
        timeZone: TimeZone = .current
    ) {
        self.browser = browser
        self.launchPaths = launchPaths
        let builder = ReduxScreenBuilder(browser: browser, driver: TerminalDriver(), catalogNote: catalogNote, launchPaths: launchPaths, timeZone: timeZone)
        let roots = builder.rootScreens(of: requested)
        tabs = roots.map(\.tab)
        let stacks = roots.map { StateNavigationController(tab: $0.tab, rootViewController: $0.root, browser: browser) }
        tabBar = StateTabBarController(tabs: tabs, stacks: stacks, browser: browser)
        navigator = Navigator(browser: browser, shell: tabBar, makeScreen: builder.screen(_:on:), makeSignIn: builder.signIn)
    }

    /// The screen to run: the tab bar.
    public var rootViewController: BaseViewController { tabBar }

    /// The app runs again after a stop (`fg` after Ctrl-Z, `Application.didResume`): the list on
    /// screen reloads if it is old enough (`BrowserStore.didBecomeActive()`).
    public func didBecomeActive() {
        browser.didBecomeActive()
    }

    /// Starts the store's effects (the favourites, the session) and the navigator, then opens
    /// `link` (a `strata://` link) or the first tab; a link it cannot open leaves the app on its first
    /// tab with an alert that says what was wrong, as the MVP app does.
    ///
    /// With `restoring` (a replayed state), no link leaves the screens where the state has them.
    public func start(link: String? = nil, restoring: Bool = false) {
        browser.start()
        navigator.start()
        launchPaths?.record(kind: link == nil ? .normal : .urlScheme)
        guard let link else { return restoring ? () : browser.open(.home) }
        switch AppRoute.route(forLink: link) {
        case .success(let route):
            browser.open(route)
        case .failure(let problem):
            browser.open(.home)
            launchErrorAlert.show(strategy: AlertStrategy(link: link, problem: problem.description))
        }
    }
}
