#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation
import StrataUIKit

/// The Redux app on UIKit: a tab bar whose tabs and stacks follow the store's `NavigationState`,
/// over screens that subscribe to their slices of the one state — the same `BrowserStore` as the
/// terminal's `ReduxTerminalBrowser`. A scene delegate makes one and calls ``connect(to:launch:)``:
///
/// ```swift
/// let browser = ReduxUIKitBrowser(browser: BrowserStore(environment: environment))
/// window = browser.connect(to: UIWindow(windowScene: windowScene), launch: LaunchRoute(connectionOptions: connectionOptions))
/// ```
///
/// Every tab of the MVP app: Search, Favourites, Public and Account (a tab the source cannot serve
/// is left out, as there), the detail screen, "Your repositories" and the sign-in sheet.
@MainActor
public final class ReduxUIKitBrowser {
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
    ///   - launchPaths: Counts how the app was launched (``connect(to:launch:)`` and
    ///     ``open(launch:)`` record it), shown on the Account tab; `nil` when the app does not
    ///     measure it.
    ///   - timeZone: The time zone of the dates the screens show.
    public init(
        browser: BrowserStore,
        tabs requested: [BrowserTab] = BrowserTab.allCases,
        catalogNote: String? = nil,
        launchPaths: LaunchPathRecorder? = nil,
        timeZone: TimeZone = .current
    ) {
        self.browser = browser
        self.launchPaths = launchPaths
        let builder = ReduxScreenBuilder(browser: browser, driver: UIKitDriver(), catalogNote: catalogNote, launchPaths: launchPaths, timeZone: timeZone)
        let roots = builder.rootScreens(of: requested)
        tabs = roots.map(\.tab)
        let stacks = roots.map { UINavigationController(rootViewController: $0.root) }
        tabBar = StateTabBarController(tabs: tabs, stacks: stacks, browser: browser)
        navigator = Navigator(browser: browser, shell: tabBar, makeScreen: builder.screen(_:on:), makeSignIn: builder.signIn)
        tabBar.onUserPop = { [unowned navigator] depth, tab in navigator.userDidPop(to: depth, on: tab) }
    }

    /// The tab bar, the window's root.
    public var tabBarController: UITabBarController { tabBar }

    /// Puts the tab bar in `window` and shows it, starts the store's effects (the favourites, the
    /// session) and the navigator, then opens `launch` (`nil`: the first tab, not counted as a
    /// launch).
    @discardableResult
    public func connect(to window: UIWindow, launch: LaunchRoute?) -> UIWindow {
        window.rootViewController = tabBar
        window.makeKeyAndVisible()
        browser.start()
        navigator.start()
        // Without a launch (the app runs the client anew) the first tab opens, and nothing is counted.
        if let launch { open(launch: launch) } else { browser.open(.home) }
        return window
    }

    /// The scene became active again after leaving the foreground: the list on screen reloads if
    /// it is old enough (`BrowserStore.didBecomeActive()`).
    public func didBecomeActive() {
        browser.didBecomeActive()
    }

    /// Opens how the app was launched (or reopened) — a `strata://` URL, a universal link, a
    /// shortcut, a notification, a Spotlight result — and counts it. A route the app cannot open
    /// leaves it on its first tab with an alert that says what was wrong, as the MVP app does.
    public func open(launch: LaunchRoute) {
        launchPaths?.record(launch)
        do {
            browser.open(try AppRoute.resolver().resolve(launch))
        } catch {
            browser.open(.home)
            launchErrorAlert.show(strategy: AlertStrategy(link: launch.launchDescription, problem: LinkProblem(error).description))
        }
    }
}
#endif
