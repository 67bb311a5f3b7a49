#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataAlert

// Every UIKit screen of Strata can host a screen object.
extension ViewController: ScreenHost {
    /// Whether the screen is in a window.
    public var isOnScreen: Bool { viewIfLoaded?.window != nil }
}
#endif
