#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import StrataNavigation
import StrataUIKit

/// "GitHub is unavailable" on UIKit, in every architecture: the Back button (or the navigation
/// bar's) goes back, as a `ServiceUnavailableIntent` for the screen object it is built with.
public final class ServiceUnavailableViewController: ScreenViewController<ServiceUnavailableRootView, Void, any ServiceUnavailableScreenType> {
    public override func bindControls() {
        rootView.backButton.addAction(UIAction { [unowned self] _ in screen.send(.back) }, for: .touchUpInside)
    }
}

extension UIKitDriver: ServiceUnavailableHosting {
    public func serviceUnavailable(screen: @escaping MakeServiceUnavailableScreen) -> UIViewController {
        ServiceUnavailableViewController(title: ServiceUnavailableNotice.screenTitle, rows: { _ in }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
#endif
