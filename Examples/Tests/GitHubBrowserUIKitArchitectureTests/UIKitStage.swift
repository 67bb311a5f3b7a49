#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserFluxUIKit
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserRedux
import GitHubBrowserReduxUIKit
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit
import UIKitScreenTextSupport

/// The architectures of the GitHub Browser's UIKit app.
enum UIKitArchitecture: String, CaseIterable, Sendable {
    /// The articles' app: a presenter per screen.
    case mvp
    /// The book's ch.14: a container per feature.
    case flux
    /// The book's ch.15: one store for every screen.
    case redux
}

/// One UIKit app in a simulated window over its own in-memory sources, driven as a user drives it:
/// through the controls on screen (``tap(_:)``, ``type(_:)``, ``tapRow(_:)``, ``answerAlert(_:)``,
/// ``back()``), and described as a user sees it (``screen``).
@MainActor
final class UIKitStage {
    let architecture: UIKitArchitecture
    let catalog: InMemoryCatalog
    let window = UIWindow(windowScene: UIWindowScene())
    /// The app's clock, which only the test moves.
    let clock = ManualClock()
    private let tabBarController: UITabBarController
    private let tabs: [BrowserTab]
    private let owner: AnyObject
    private let didBecomeActive: @MainActor () -> Void

    /// The Redux app's store, for a test that checks that its state follows what UIKit did.
    var reduxStore: BrowserStore? { (owner as? ReduxUIKitBrowser)?.browser }

    /// Builds `architecture`'s app with `tabs` over the same in-memory sources, connects it to the
    /// window and opens `launch`; READMEs come from `readmes` (none given: the offline source).
    init(
        _ architecture: UIKitArchitecture, tabs: [BrowserTab], catalog: InMemoryCatalog = InMemoryCatalog(), pageSize: Int = PageRequest.defaultSize,
        publicList: InMemoryPublicCatalog? = nil, accounts: InMemoryAccounts? = nil, launch: LaunchRoute = .normal, readmes: InMemoryReadmes? = nil
    ) {
        self.architecture = architecture
        self.catalog = catalog
        let environment = BrowserEnvironment(
            useCases: BrowserUseCases(catalog: catalog, favourites: InMemoryFavourites(), pageSize: pageSize, readmes: readmes),
            publicRepositories: publicList.map { ListPublicRepositories(catalog: $0, pageSize: pageSize) },
            userRepositories: accounts.map { ListUserRepositories(source: $0.repositories, pageSize: pageSize) },
            session: accounts?.session,
            debounce: .zero,
            now: { [clock] in clock.now }
        )
        switch architecture {
        case .mvp:
            let browser = UIKitBrowser(dependencies: BrowserDependencies(environment: environment, timeZone: .gmt), tabs: tabs)
            browser.connect(to: window, launch: launch)
            (owner, tabBarController, self.tabs) = (browser, browser.tabBar.tabBarController, browser.tabBar.tabs)
            didBecomeActive = browser.didBecomeActive
        case .flux:
            let browser = FluxUIKitBrowser(app: FluxBrowser(environment: environment), tabs: tabs, timeZone: .gmt)
            browser.connect(to: window, launch: launch)
            (owner, tabBarController, self.tabs) = (browser, browser.tabBar.tabBarController, browser.tabBar.tabs)
            didBecomeActive = browser.didBecomeActive
        case .redux:
            let browser = ReduxUIKitBrowser(browser: BrowserStore(environment: environment), tabs: tabs, timeZone: .gmt)
            browser.connect(to: window, launch: launch)
            (owner, tabBarController, self.tabs) = (browser, browser.tabBarController, browser.tabs)
            didBecomeActive = browser.didBecomeActive
        }
    }

    /// Comes back to the app after `seconds` away, as the scene delegate tells the app when the
    /// scene becomes active again.
    func comeBack(after seconds: TimeInterval) {
        clock.advance(by: seconds)
        didBecomeActive()
    }

    /// What the window shows now, as text (see ``UIKitScreenText``).
    var screen: String { UIKitScreenText.describe(window) }

    /// The screen a user sees: the top of the selected tab's stack, or what is presented over it.
    var visibleScreen: UIViewController? { window.rootViewController.map(UIKitScreenText.visible(from:)) }

    /// Taps `tab` in the tab bar.
    func select(_ tab: BrowserTab) {
        guard let index = tabs.firstIndex(of: tab) else { return }
        tabBarController.simulateTap(tabAt: index)
    }

    /// Taps the visible button titled `title`; whether there was one.
    @discardableResult
    func tap(_ title: String) -> Bool {
        guard let button = UIKitScreenText.visibleViews(of: UIButton.self, in: visibleScreen).first(where: { $0.currentTitle == title }) else { return false }
        button.sendActions(for: .touchUpInside)
        return true
    }

    /// Types `text` into the visible text field (replacing what it holds), as the keyboard does.
    func type(_ text: String) {
        guard let field = UIKitScreenText.visibleViews(of: UITextField.self, in: visibleScreen).first else { return }
        field.text = text
        field.sendActions(for: .editingChanged)
    }

    /// Taps the visible table's row `index`.
    func tapRow(_ index: Int) {
        UIKitScreenText.visibleViews(of: UITableView.self, in: visibleScreen).first?.simulateSelection(at: IndexPath(row: index, section: 0))
    }

    /// Pulls the visible table down to refresh it.
    func pullToRefresh() {
        guard let control = UIKitScreenText.visibleViews(of: UITableView.self, in: visibleScreen).first?.refreshControl else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }

    /// Taps `title` in the alert on screen.
    func answerAlert(_ title: String) {
        (visibleScreen as? UIAlertController)?.simulateTap(title: title)
    }

    /// The back button of the selected tab's stack.
    func back() {
        _ = (tabBarController.selectedViewController as? UINavigationController)?.popViewController(animated: true)
    }
}
#endif
