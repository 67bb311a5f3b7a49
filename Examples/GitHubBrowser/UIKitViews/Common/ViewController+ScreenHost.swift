#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import StrataUIKit

// Every UIKit screen of Strata can host a screen object.
extension ViewController: ScreenHost {
    /// Whether the screen is in a window.
    public var isOnScreen: Bool { viewIfLoaded?.window != nil }
}
#endif
