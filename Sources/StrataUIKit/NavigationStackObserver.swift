#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// The delegate of navigation controllers that passes on each screen a stack shows, for an object
/// that cannot be the delegate itself (UIKit wants an `NSObject`; a coordinator, a tab bar's owner or
/// a store's navigator is not one).
///
/// It hears UIKit's `navigationController(_:didShow:animated:)`, which comes once a push or pop has
/// finished, so a back swipe that the user abandons tells nothing. Use it to learn that the user
/// went back — to finish a child coordinator whose screen left the stack, or to tell a store that
/// its navigation state changed. Keep it alive (a navigation controller's delegate is weak) and set
/// it as the delegate of each stack to follow:
///
/// ```swift
/// let observer = NavigationStackObserver { stack, screen in
///     print("\(stack.viewControllers.count) screens, \(screen) on top")
/// }
/// let stack = UINavigationController(rootViewController: UIViewController())
/// stack.delegate = observer
/// ```
@MainActor
public final class NavigationStackObserver: NSObject, UINavigationControllerDelegate {
    /// Called with the navigation controller and the screen it showed; may be set after creation.
    public var didShow: (@MainActor (UINavigationController, UIViewController) -> Void)?

    /// Creates the observer that calls `didShow` (or nothing, until ``didShow`` is set).
    public init(didShow: (@MainActor (UINavigationController, UIViewController) -> Void)? = nil) {
        self.didShow = didShow
        super.init()
    }

    /// UIKit's call: passes the stack and the shown screen on to ``didShow``.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShow?(navigationController, viewController)
    }
}
#endif
