#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import StrataUIKit

/// "GitHub is unavailable" on UIKit, in every architecture: the Back button (or the navigation
/// bar's) goes back, as a `ServiceUnavailableIntent` for the screen object it is built with.
public final class ServiceUnavailableViewController: ScreenViewController<ServiceUnavailableRootView, Void, any ServiceUnavailableScreenType> {
    public override func bindControls() {
        rootView.backButton.addAction(UIAction { [unowned self] _ in screen.send(.back) }, for: .touchUpInside)
    }
}
#endif
