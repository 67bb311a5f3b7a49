import Foundation
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation
import StrataTerminal

/// The Flux app on the terminal: the articles' tab bar and app coordinator — Flux leaves navigation
/// to them — over screens bound to the view models of each feature's container.
///
/// ```swift
/// let browser = FluxTerminalBrowser(app: FluxBrowser(environment: environment), link: link)
/// browser.start()
/// Application(terminal: terminal, root: browser.rootViewController).run()
/// ```
@MainActor
public final class FluxTerminalBrowser {
    /// The app's features.
    public let app: FluxBrowser
    /// Builds the screens.
    public let builder: FluxScreenBuilder<TerminalDriver>
    /// The tab bar and its navigation stacks.
    public let tabBar: BrowserTabBar
    /// Opens launch routes (deep links) on the tab bar, and closes pushed screens after a sign-out.
    public let coordinator: AppCoordinator<BaseViewController>

    /// Builds the tabs of `tabs` that `app` has screens for, and the coordinator that opens `link`
    /// (or the first tab) when started.
    ///
    /// - Parameters:
    ///   - app: The features.
    ///   - tabs: The tabs to show, in order.
    ///   - link: The `strata://` link the app was launched with, or `nil`.
    ///   - catalogNote: Where the offline catalog comes from and how old it is; `nil` for a live
    ///     source.
    ///   - launchPaths: Counts how the app was launched, shown on the Account tab; `nil` when the
    ///     app does not measure it.
    ///   - timeZone: The time zone of the dates the screens show.
    public init(
        app: FluxBrowser,
        tabs: [BrowserTab] = BrowserTab.allCases,
        link: String? = nil,
        catalogNote: String? = nil,
        launchPaths: LaunchPathRecorder? = nil,
        timeZone: TimeZone = .current
    ) {
        self.app = app
        builder = FluxScreenBuilder(app: app, driver: TerminalDriver(), launchPaths: launchPaths, catalogNote: catalogNote, timeZone: timeZone)
        tabBar = BrowserTabBar(tabs: tabs, rootScreen: builder.rootScreen(of:))
        coordinator = builder.coordinator(on: tabBar, alerts: tabBar.tabBarController, link: link)
    }

    /// The screen to run: the tab bar.
    public var rootViewController: BaseViewController { tabBar.tabBarController }

    /// Starts following the favourites, then the coordinator, which opens the launch link or the
    /// first tab.
    public func start() {
        app.start()
        coordinator.start()
    }

    /// The app runs again after a stop (`fg` after Ctrl-Z, `Application.didResume`): the screen on
    /// top of the selected tab reloads if its data is old enough (the tab bar's `didBecomeActive()`).
    public func didBecomeActive() {
        tabBar.didBecomeActive()
    }
}
