#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation

/// The delegate of a navigation controller (UIKit wants an `NSObject`, which a `Coordinator` is
/// not): passes on which screen the stack showed. Chapter 11's list coordinator keeps one to
/// finish the detail coordinators whose screens left the stack.
@MainActor
public final class NavigationStackObserver: NSObject, UINavigationControllerDelegate {
    private let didShow: @MainActor (UINavigationController, UIViewController) -> Void

    /// Creates the observer that calls `didShow` with the stack and the screen it showed.
    public init(didShow: @escaping @MainActor (UINavigationController, UIViewController) -> Void) {
        self.didShow = didShow
        super.init()
    }

    /// Passes the shown screen on.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShow(navigationController, viewController)
    }
}
#endif
