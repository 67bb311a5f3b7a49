#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import StrataUIKit

/// The app's Settings on UIKit: a tap on an architecture or on "Show the store's state", as a
/// `SettingsIntent` for the screen object it is built with.
public final class SettingsViewController: ScreenViewController<SettingsRootView, Void, any SettingsScreenType> {
    public override func bindControls() {
        rootView.onChoose = { [unowned self] architecture in screen.send(.choose(architecture)) }
        rootView.dumpStateButton.addAction(UIAction { [unowned self] _ in screen.send(.dumpState) }, for: .touchUpInside)
    }
}
#endif
