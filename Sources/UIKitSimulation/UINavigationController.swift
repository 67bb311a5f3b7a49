import Foundation

/// Apple: `@MainActor class UINavigationController : UIViewController`.
///
/// Simulates the stack rules UIKit enforces with exceptions: a controller cannot be pushed twice
/// (nor listed twice in ``viewControllers``), the root cannot be popped, and `popToViewController` needs a controller on the stack. A broken
/// rule is reported and the call does nothing.
@MainActor
open class UINavigationController: UIViewController {
    /// Apple: `var viewControllers: [UIViewController] { get set }`.
    ///
    /// Setting it replaces the stack at once, as UIKit does without animation: controllers no
    /// longer listed leave, new ones join, and the new top controller appears if it changed. A
    /// controller listed twice breaks UIKit's rule (reported as
    /// ``UIKitViolation/Rule/pushingControllerAlreadyOnStack``) and the stack stays as it was.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { replaceStack(with: newValue) }
    }

    /// The controllers on the stack, root first.
    private var stack: [UIViewController] = []

    /// Apple: `weak var delegate: (any UINavigationControllerDelegate)? { get set }`.
    ///
    /// Told after every change of the top controller (a push, a pop, a new stack), whether or not
    /// the navigation controller is on screen (UIKit tells it as the transition ends).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Apple: `init(rootViewController: UIViewController)`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        rootViewController.parent = self
    }

    /// Apple: `init()` (inherited from `NSObject` there): a navigation controller with an empty
    /// stack, which the first push gives its root.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Apple: `var topViewController: UIViewController? { get }`.
    open var topViewController: UIViewController? { viewControllers.last }

    override var visibleChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// Apple: `func viewDidLoad()`; the top controller's view goes into the navigation's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { view.addSubview(top.view) }
    }

    /// Apple: `func pushViewController(_ viewController: UIViewController, animated: Bool)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewControllers.contains(where: { $0 === viewController }) {
            SimulatedUIKit.report(.pushingControllerAlreadyOnStack, "Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported")
            return
        }
        let covered = topViewController
        stack.append(viewController)
        viewController.parent = self
        if isViewLoaded {
            if let covered { hide(child: covered, animated: animated) }
            show(child: viewController, animated: animated)
        }
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    /// Apple: `func popViewController(animated: Bool) -> UIViewController?`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else {
            SimulatedUIKit.report(.poppingRootViewController, "popViewController(animated:) on a navigation stack that holds only its root view controller")
            return nil
        }
        return pop(downTo: viewControllers.count - 2, animated: animated).first
    }

    /// Apple: `func popToRootViewController(animated: Bool) -> [UIViewController]?`.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        pop(downTo: 0, animated: animated)
    }

    /// Apple: `func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            SimulatedUIKit.report(.poppingToControllerNotOnStack, "Tried to pop to a view controller (\(type(of: viewController))) that doesn't exist on the navigation stack")
            return nil
        }
        return pop(downTo: index, animated: animated)
    }

    private func replaceStack(with controllers: [UIViewController]) {
        for (position, controller) in controllers.enumerated() where controllers[..<position].contains(where: { $0 === controller }) {
            SimulatedUIKit.report(
                .pushingControllerAlreadyOnStack,
                "All view controllers in a navigation controller must be distinct (\(type(of: controller)) is listed twice)"
            )
            return
        }
        let oldTop = topViewController
        let newTop = controllers.last
        let topChanges = oldTop !== newTop
        if isViewLoaded, topChanges, let oldTop { hide(child: oldTop, animated: false) }
        for controller in stack where !controllers.contains(where: { $0 === controller }) { controller.parent = nil }
        stack = controllers
        for controller in controllers { controller.parent = self }
        if isViewLoaded, topChanges, let newTop { show(child: newTop, animated: false) }
        if topChanges, let newTop { delegate?.navigationController(self, didShow: newTop, animated: false) }
    }

    private func pop(downTo index: Int, animated: Bool) -> [UIViewController] {
        guard index < viewControllers.count - 1 else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        if isViewLoaded, let top = topViewController { hide(child: top, animated: animated) }
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.parent = nil }
        if isViewLoaded, let top = topViewController { show(child: top, animated: animated) }
        if let top = topViewController { delegate?.navigationController(self, didShow: top, animated: animated) }
        return popped
    }
}

/// Apple: `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol` (all optional
/// there; here with an empty default).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Apple: `optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
