import GitHubBrowserFeatures
import StrataNavigation
import StrataTerminal

/// "GitHub is unavailable" on the terminal, in every architecture. Esc goes back, as on every
/// pushed screen (the navigation controller's own key), so the screen maps no key of its own; the
/// screen object it is built with draws the notice.
public final class ServiceUnavailableViewController: ScreenViewController<ServiceUnavailableRootView, Void, any ServiceUnavailableScreenType> {}

extension TerminalDriver: ServiceUnavailableHosting {
    public func serviceUnavailable(
        screen: @escaping @MainActor (ScreenParts<any ServiceUnavailableDisplay, Void, BaseViewController>) -> any ServiceUnavailableScreenType
    ) -> BaseViewController {
        ServiceUnavailableViewController(title: ServiceUnavailableNotice.screenTitle, rows: { _ in }) {
            screen(ScreenParts(display: $0.display, rows: (), host: $0.host, transitioner: $0.transitioner))
        }
    }
}
