import Foundation

/// Apple: `@MainActor class UITabBarController : UIViewController`.
@MainActor
open class UITabBarController: UIViewController {
    /// Apple: `var viewControllers: [UIViewController]? { get set }`.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    private var controllers: [UIViewController]?
    private var selected = 0

    /// Apple: `weak var delegate: (any UITabBarControllerDelegate)? { get set }`.
    open weak var delegate: (any UITabBarControllerDelegate)?

    override var visibleChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Apple: `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        if isViewLoaded, let current = selectedViewController { hide(child: current, animated: animated) }
        for old in controllers ?? [] { old.parent = nil }
        controllers = viewControllers
        for controller in viewControllers ?? [] { controller.parent = self }
        selected = 0
        if isViewLoaded, let current = selectedViewController { show(child: current, animated: animated) }
    }

    /// Apple: `var selectedIndex: Int { get set }`.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let controllers, controllers.indices.contains(newValue), newValue != selected else { return }
            if isViewLoaded { hide(child: controllers[selected], animated: false) }
            selected = newValue
            if isViewLoaded { show(child: controllers[selected], animated: false) }
        }
    }

    /// Apple: `unowned(unsafe) var selectedViewController: UIViewController? { get set }`. Setting a
    /// controller that is not one of ``viewControllers`` changes nothing, as in UIKit.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers, controllers.indices.contains(selected) else { return nil }
            return controllers[selected]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Simulation only: what a user's tap on the tab at `index` does — the delegate is asked
    /// `tabBarController(_:shouldSelect:)`; if it agrees, the tab is selected and the delegate hears
    /// `tabBarController(_:didSelect:)` (also when the tab was selected already, as in UIKit). Returns
    /// whether the tab was selected; `false` for an index the tab bar does not have.
    @discardableResult
    public func simulateTap(tabAt index: Int) -> Bool {
        guard let controllers, controllers.indices.contains(index) else { return false }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return false }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    /// Apple: `func viewDidLoad()`; the selected tab's view goes into the tab bar's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let current = selectedViewController { view.addSubview(current.view) }
    }
}

/// Apple: `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol` (all optional there;
/// here with defaults that allow every tab and do nothing).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Apple: `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Apple: `optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
