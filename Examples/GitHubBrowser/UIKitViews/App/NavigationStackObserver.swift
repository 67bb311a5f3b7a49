#if os(iOS) || os(Linux)
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// The delegate of an app's navigation controllers (UIKit wants an `NSObject`): passes on which one
/// showed another screen — UIKit's `navigationController(_:didShow:animated:)`, so a back swipe that
/// is abandoned changes nothing. The tab bar follows its stacks with it; the Redux app's navigator
/// hears the user's pops with it.
@MainActor
public final class NavigationStackObserver: NSObject, UINavigationControllerDelegate {
    /// Called with the navigation controller that showed another screen.
    public var didShow: (@MainActor (UINavigationController) -> Void)?

    /// UIKit's call: passes `navigationController` on to ``didShow``.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShow?(navigationController)
    }
}
#endif
