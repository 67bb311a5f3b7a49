#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

extension UIViewController {
    /// Whether the screen is on show: its view is in a window (the terminal's `isVisible`). A
    /// gallery screen shows a failure to save a favourite only then, so that the alert appears on
    /// the screen the user toggled it on, not on one under it or in another tab.
    public var isVisible: Bool {
        viewIfLoaded?.window != nil
    }
}
#endif
