import GitHubBrowserFeatures
import StrataNavigation
import StrataTerminal

/// "GitHub is unavailable" on the terminal, in every architecture. Esc goes back, as on every
/// pushed screen (the navigation controller's own key), so the screen maps no key of its own; the
/// screen object it is built with draws the notice.
public final class ServiceUnavailableViewController: ScreenViewController<ServiceUnavailableRootView, Void, any ServiceUnavailableScreenType> {}

extension TerminalDriver: ServiceUnavailableHosting {
    public func serviceUnavailable(screen: @escaping MakeServiceUnavailableScreen) -> BaseViewController {
        ServiceUnavailableViewController(title: ServiceUnavailableNotice.screenTitle, rows: { _ in }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
