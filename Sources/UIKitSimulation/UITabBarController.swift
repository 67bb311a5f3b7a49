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

    /// Apple: `func viewDidLoad()`; the selected tab's view goes into the tab bar's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let current = selectedViewController { view.addSubview(current.view) }
    }
}
