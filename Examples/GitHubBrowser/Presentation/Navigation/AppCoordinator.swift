import Foundation
import GitHubBrowserDomain
import StrataAlert
import StrataNavigation

/// The application coordinator: opens launch routes on the driver's shell — a normal launch shows
/// the first tab, `strata://repos/OWNER/NAME` the detail of that repository over Search,
/// `strata://search?q=TEXT` the Search tab with the text searched; a link it cannot open leaves
/// the app on its first tab with an alert that says what was wrong. After a sign-out it closes
/// every screen pushed on a tab (a repository seen with the user's token).
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
public final class AppCoordinator<Screen>: Coordinator {
    private let shell: any BrowserShell<Screen>
    private let screens: BrowserScreens<Screen>
    private let launchErrorAlert: any AlertClientType<LaunchErrorAction>
    private let link: String?
    private let launchPaths: LaunchPathRecorder?

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
        sessionChanges?.observeSignOut(self) { coordinator in coordinator.closePushedScreens() }
    }

    /// Takes every tab back to its root screen.
    private func closePushedScreens() {
        for tab in shell.tabs {
            shell.navigation(of: tab)?.popToRoot(animated: false)
        }
    }

    /// Opens the launch route: the link given at init (a `strata://` link), or the first tab.
    public override func start() {
        launchPaths?.record(kind: link == nil ? .normal : .urlScheme)
        guard let link else { return open(.home) }
        guard let url = URL(string: link, encodingInvalidCharacters: false), url.scheme != nil else {
            return showLaunchError(link: link, problem: DeepLinkError.malformedURL(link).description)
        }
        do {
            open(try AppRoute.resolver().resolve(.urlScheme(url)))
        } catch {
            showLaunchError(link: link, problem: Self.describe(error))
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
            showLaunchError(link: Self.describe(launch), problem: Self.describe(error))
        }
    }

    private static func describe(_ launch: LaunchRoute) -> String {
        switch launch {
        case .normal: "launch"
        case .urlScheme(let url), .universalLink(let url): url.absoluteString
        case .shortcut(let type): "shortcut \(type)"
        case .notification: "notification"
        case .spotlight(let identifier): "Spotlight item \(identifier)"
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
            guard let navigation = showSearchTab() else { return }
            navigation.push(screens.repositoryDetail(id), animated: false)
        case .search(let text):
            guard showSearchTab() != nil else { return }
            shell.searchLauncher?.search(for: text)
        }
    }

    /// Selects the Search tab with its own screen on top, and returns its navigation stack.
    private func showSearchTab() -> (any Transitioner<Screen>)? {
        guard shell.select(.search), let navigation = shell.navigation(of: .search) else { return nil }
        navigation.popToRoot(animated: false)
        return navigation
    }

    private func showLaunchError(link: String, problem: String) {
        open(.home)
        launchErrorAlert.show(strategy: AlertStrategy(link: link, problem: problem))
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case LaunchRouteError.deepLink(let linkError): linkError.description
        case let error as CustomStringConvertible: error.description
        default: String(describing: error)
        }
    }
}

/// The button of the alert shown when the app was launched with a link it cannot open.
public enum LaunchErrorAction: AlertActionType, CaseIterable {
    /// Close the alert; the app stays on its first tab.
    case ok

    /// The button title.
    public var title: String { "OK" }

    /// The only button, so the cancel button (Esc closes the alert).
    public var style: AlertActionStyle { .cancel }
}

extension AlertStrategy where Action == LaunchErrorAction {
    /// The alert for a link that cannot be opened: the link and what is wrong with it.
    public init(link: String, problem: String) {
        self.init(title: "Cannot open the link", message: "\(link)\n\(problem)", actions: [.ok])
    }
}
