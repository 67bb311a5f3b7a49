#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataNavigation

/// The `Transitioner` of one view controller over UIKit: pushes on its navigation controller and
/// presents over it, as a router asks.
///
/// A screen owns its transitioner (``ViewController/transitioner``); a navigation or tab
/// controller gets one with ``init(from:)``. The transitioner holds its controller weakly, and
/// refuses quietly what UIKit would raise an exception for or silently ignore: pushing a screen
/// that is already on the stack, popping the root, popping to a screen that is not on the stack,
/// presenting from a screen that is not in a window, dismissing when nothing is presented.
@MainActor
public final class ViewControllerTransitioner: Transitioner {
    /// UIKit screens.
    public typealias Screen = UIViewController

    /// The controller transitions start from, while it exists.
    public private(set) weak var viewController: UIViewController?

    /// Creates the transitioner of `viewController` (held weakly).
    public init(from viewController: UIViewController) {
        self.viewController = viewController
    }

    /// The navigation controller pushes go to: the controller itself, or the nearest one above it.
    private var navigation: UINavigationController? {
        (viewController as? UINavigationController) ?? viewController?.navigationController
    }

    /// Pushes `screen` on the nearest navigation controller, unless it is already on its stack.
    public func push(_ screen: UIViewController, animated: Bool) {
        guard let navigation, !navigation.viewControllers.contains(where: { $0 === screen }) else { return }
        navigation.pushViewController(screen, animated: animated)
    }

    /// Pops the top screen of the nearest navigation controller, never its root.
    public func pop(animated: Bool) {
        guard let navigation, navigation.viewControllers.count > 1 else { return }
        navigation.popViewController(animated: animated)
    }

    /// Pops the nearest navigation controller to its root.
    public func popToRoot(animated: Bool) {
        navigation?.popToRootViewController(animated: animated)
    }

    /// Pops the nearest navigation controller until `screen` is on top, if `screen` is on its stack.
    public func popTo(_ screen: UIViewController, animated: Bool) {
        guard let navigation, navigation.viewControllers.contains(where: { $0 === screen }) else { return }
        navigation.popToViewController(screen, animated: animated)
    }

    /// Presents `screen` modally over the topmost controller presented from this one's context,
    /// if the controller is in a window and `screen` is not presented already.
    public func present(_ screen: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let viewController, viewController.isInWindow, screen.presentingViewController == nil else { return }
        viewController.topPresentedController.present(screen, animated: animated) { completion?() }
    }

    /// Dismisses what this controller's context presented or, if nothing, the context itself if it
    /// was presented; does nothing when neither is the case.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let viewController else { return }
        let context = viewController.presentationContext
        guard context.presentedViewController != nil || context.presentingViewController != nil else { return }
        context.dismiss(animated: animated) { completion?() }
    }
}
#endif
