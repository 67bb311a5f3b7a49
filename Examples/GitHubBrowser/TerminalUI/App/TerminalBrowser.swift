import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// The whole browser on the terminal: the screen builder, the tab bar and the app coordinator,
/// over one `BrowserDependencies` value. The composition root makes one, starts its
/// ``coordinator`` and runs ``rootViewController``:
///
/// ```swift
/// let browser = TerminalBrowser(dependencies: dependencies, tabs: [.search, .favourites], link: link)
/// browser.coordinator.start()
/// try await Application.run(root: browser.rootViewController)
/// ```
@MainActor
public final class TerminalBrowser {
    /// Builds the screens.
    public let builder: BrowserScreenBuilder<TerminalDriver>
    /// The tab bar and its navigation stacks.
    public let tabBar: BrowserTabBar
    /// Opens launch routes (deep links) on the tab bar.
    public let coordinator: AppCoordinator<BaseViewController>

    /// Builds the browser's tabs (in the order given) and its coordinator, which opens `link` (or
    /// the first tab) when started.
    public init(dependencies: BrowserDependencies, tabs: [BrowserTab] = BrowserTab.allCases, link: String? = nil) {
        builder = BrowserScreenBuilder(dependencies: dependencies, driver: TerminalDriver())
        tabBar = BrowserTabBar(tabs: tabs, rootScreen: builder.rootScreen(of:))
        coordinator = builder.coordinator(on: tabBar, alerts: tabBar.tabBarController, link: link)
    }

    /// The screen to run: the tab bar.
    public var rootViewController: BaseViewController { tabBar.tabBarController }

    /// The app runs again after a stop (`fg` after Ctrl-Z, `Application.didResume`): the screen on
    /// top of the selected tab reloads if its data is old enough (the tab bar's `didBecomeActive()`).
    public func didBecomeActive() {
        tabBar.didBecomeActive()
    }
}
