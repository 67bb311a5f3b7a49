import Foundation
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation

/// The application coordinator: opens launch routes on the driver's shell — a normal launch shows
/// the first tab, `strata://repos/OWNER/NAME` the detail of that repository over Search,
/// `strata://search?q=TEXT` the Search tab with the text searched; a link it cannot open leaves
/// the app on its first tab with an alert that says what was wrong. After a sign-out it closes
/// every screen pushed on a tab (a repository seen with the user's token).
///
/// It is the root of the app's coordinators (the book's ch.11): one ``TabCoordinator`` child per
/// tab, which runs a repository opened from a link as a ``RepositoryLinkCoordinator`` child of its
/// own, and a ``SignInCoordinator`` child while the sign-in screen is up (routers reach it as
/// their ``SignInFlows``). A flow's coordinator is released as soon as its flow ends.
///
/// It holds only decisions: the shell (``BrowserShell``) knows the driver's tab bar and
/// navigation stacks, ``BrowserScreens`` builds the detail screen, and the launch-error alert is
/// any `AlertClientType`, so the coordinator is tested with a `RecordingTransitioner` and an
/// `AlertClientSpy` as well as on a real terminal:
///
/// ```swift
/// let coordinator = AppCoordinator(shell: shell, screens: screens, launchErrorAlert: alert, link: link)
/// coordinator.start()
/// ```
@MainActor
public final class AppCoordinator<Screen>: Coordinator, SignInFlows {
    private let shell: any BrowserShell<Screen>
    private let screens: BrowserScreens<Screen>
    private let launchErrorAlert: any AlertClientType<LaunchErrorAction>
    private let link: String?
    private let launchPaths: LaunchPathRecorder?
    /// "GitHub is unavailable" while a stack holds it (it goes when popped).
    private weak var serviceUnavailableScreen: AnyObject?

    /// Creates the coordinator.
    ///
    /// - Parameters:
    ///   - shell: The driver's tab bar and navigation stacks.
    ///   - screens: Builds the screens a route leads to.
    ///   - launchErrorAlert: Shows the alert for a link the app cannot open.
    ///   - link: The deep link the app was launched with, or `nil` for a normal launch.
    ///   - sessionChanges: Sign-outs, after which every tab goes back to its root screen; `nil`
    ///     when nothing reports them.
    ///   - launchPaths: Counts how the app was launched and reopened (``start()`` and
    ///     ``open(launch:)`` record each launch); `nil` when the app does not measure it.
    public init(
        shell: any BrowserShell<Screen>,
        screens: BrowserScreens<Screen>,
        launchErrorAlert: any AlertClientType<LaunchErrorAction>,
        link: String? = nil,
        sessionChanges: SessionChanges? = nil,
        launchPaths: LaunchPathRecorder? = nil
    ) {
        self.shell = shell
        self.screens = screens
        self.launchErrorAlert = launchErrorAlert
        self.link = link
        self.launchPaths = launchPaths
        super.init()
        for tab in shell.tabs {
            addChild(TabCoordinator(tab: tab, shell: shell, screens: screens))
        }
        shell.observeStacks { [weak self] tab in self?.coordinator(of: tab)?.stackDidChange() }
        sessionChanges?.observeSignOut(self) { coordinator in coordinator.closePushedScreens() }
    }

    /// The coordinators of the tabs, in the shell's order: children for the app's whole life.
    public var tabCoordinators: [TabCoordinator<Screen>] {
        children.compactMap { $0 as? TabCoordinator<Screen> }
    }

    /// The coordinator of `tab`, if the app has that tab.
    public func coordinator(of tab: BrowserTab) -> TabCoordinator<Screen>? {
        tabCoordinators.first { $0.tab == tab }
    }

    /// Takes every tab back to its root screen.
    private func closePushedScreens() {
        for tab in tabCoordinators {
            tab.closePushedScreens()
        }
    }

    /// Starts every tab's coordinator, then opens the launch route: the link given at init (a
    /// `strata://` link), or the first tab.
    public override func start() {
        startTabs()
        launchPaths?.record(kind: link == nil ? .normal : .urlScheme)
        guard let link else { return open(.home) }
        switch AppRoute.route(forLink: link) {
        case .success(let route): open(route)
        case .failure(let problem): showLaunchError(link: link, problem: problem.description)
        }
    }

    /// Starts every tab's coordinator, then opens `launch`: how a UIKit scene delegate starts the app
    /// (its connection options say how it was launched; ``start()`` reads the link given at init).
    /// Without a launch (the app runs the client anew, in another architecture) it opens the first
    /// tab and counts nothing: that is not a launch of the app.
    public func start(launch: LaunchRoute?) {
        startTabs()
        if let launch { open(launch: launch) } else { open(.home) }
    }

    private func startTabs() {
        for tab in tabCoordinators {
            tab.start()
        }
    }

    /// Opens how the app was launched (or reopened): a URL with the app's scheme, a universal
    /// link, a home-screen shortcut, a notification — what a UIKit scene delegate reads from its
    /// connection options. A route the app cannot open shows the first tab and says why.
    public func open(launch: LaunchRoute) {
        launchPaths?.record(launch)
        do {
            open(try AppRoute.resolver().resolve(launch))
        } catch {
            showLaunchError(link: launch.launchDescription, problem: LinkProblem(error).description)
        }
    }

    /// Shows `route`.
    public func open(_ route: AppRoute) {
        switch route {
        case .home:
            if let first = shell.tabs.first { shell.select(first) }
        case .searchTab:
            _ = showSearchTab()
        case .repository(let id):
            guard showSearchTab() != nil else { return }
            coordinator(of: .search)?.openRepository(id)
        case .search(let text):
            guard showSearchTab() != nil else { return }
            shell.searchLauncher?.search(for: text)
        }
    }

    /// Selects the Search tab with its own screen on top (every flow on it ended), and returns
    /// its coordinator.
    private func showSearchTab() -> TabCoordinator<Screen>? {
        guard shell.select(.search), let search = coordinator(of: .search) else { return nil }
        search.closePushedScreens()
        return search
    }

    // MARK: SignInFlows

    /// Starts the sign-in flow over `screen`, unless one runs already.
    public func startSignIn(over screen: any Transitioner<Screen>) {
        guard let signIn = screens.signIn, !children.contains(where: { $0 is SignInCoordinator<Screen> }) else { return }
        startChild(SignInCoordinator(over: screen, signIn: signIn))
    }

    /// Ends the sign-in flow: its coordinator is released.
    public func signInDidClose() {
        for case let signIn as SignInCoordinator<Screen> in children {
            signIn.finish()
        }
    }

    /// Pushes "GitHub is unavailable" on the tab on screen, for a 503 that asked to be tried again
    /// after `retryAfter` (`nil`: it did not say) — unless that screen is up already (several
    /// requests may meet the same outage) or the app routes no 503 to a screen.
    public func showServiceUnavailable(retryAfter: Date?) {
        guard serviceUnavailableScreen == nil, let make = screens.serviceUnavailable,
              let tab = shell.selectedTab, let navigation = shell.navigation(of: tab)
        else { return }
        let screen = make(retryAfter)
        serviceUnavailableScreen = screen as AnyObject
        navigation.push(screen, animated: true)
    }

    private func showLaunchError(link: String, problem: String) {
        open(.home)
        launchErrorAlert.show(strategy: AlertStrategy(link: link, problem: problem))
    }
}
