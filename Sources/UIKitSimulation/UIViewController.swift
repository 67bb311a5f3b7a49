import Foundation

/// Apple: `@MainActor class UIViewController : UIResponder`.
///
/// Simulates the view lifecycle (the view is loaded once, on first use of `view`; `viewDidLoad`
/// once; appearance callbacks in order, each override calling `super`) and modal presentation
/// (one presented controller per presentation context, only from a view in a window).
@MainActor
open class UIViewController: UIResponder {
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    private var loadedView: UIView?
    private var isLoadingView = false
    private var didLoadCount = 0
    private(set) var appearance = Appearance.disappeared
    /// Set by each base lifecycle method, to find overrides that do not call `super`.
    private var baseWasCalled = false
    private var presented: UIViewController?

    /// Apple: `var title: String? { get set }`.
    open var title: String?
    /// Apple: `var isModalInPresentation: Bool { get set }`. Nothing here dismisses a presented
    /// controller interactively, so it is only kept.
    open var isModalInPresentation = false
    /// Apple: `weak var parent: UIViewController? { get }`.
    public internal(set) weak var parent: UIViewController?
    /// Apple: `var presentingViewController: UIViewController? { get }` (held weakly here).
    public private(set) weak var presentingViewController: UIViewController?

    /// Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Apple: `init?(coder: NSCoder)`. The simulation has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Apple: `init()` (inherited from `NSObject`), which is `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - The view

    /// Apple: `var view: UIView! { get set }`. Loads the view on first use.
    open var view: UIView! {
        get {
            if loadedView == nil, isLoadingView {
                SimulatedUIKit.report(.viewLifecycle, "\(Self.self).loadView() read `view` before assigning it (UIKit would call loadView() again, forever)")
                return UIView()
            }
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Apple: `var viewIfLoaded: UIView? { get }`.
    open var viewIfLoaded: UIView? { loadedView }

    /// Apple: `var isViewLoaded: Bool { get }`.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Apple: `func loadViewIfNeeded()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            SimulatedUIKit.report(.viewLifecycle, "\(Self.self).loadView() did not assign a view")
            loadedView = UIView()
        }
        callLifecycle("viewDidLoad()") { viewDidLoad() }
    }

    /// Apple: `func loadView()`.
    open func loadView() {
        loadedView = UIView()
    }

    // MARK: - Lifecycle

    /// Apple: `func viewDidLoad()`.
    open func viewDidLoad() {
        baseWasCalled = true
        didLoadCount += 1
        if didLoadCount > 1 {
            SimulatedUIKit.report(.viewLifecycle, "viewDidLoad() of \(Self.self) ran \(didLoadCount) times")
        }
    }

    /// Apple: `func viewWillAppear(_ animated: Bool)`.
    open func viewWillAppear(_ animated: Bool) {
        transition(from: [.disappeared], to: .appearing, "viewWillAppear(_:)")
    }

    /// Apple: `func viewDidAppear(_ animated: Bool)`.
    open func viewDidAppear(_ animated: Bool) {
        transition(from: [.appearing], to: .appeared, "viewDidAppear(_:)")
    }

    /// Apple: `func viewWillDisappear(_ animated: Bool)`.
    open func viewWillDisappear(_ animated: Bool) {
        transition(from: [.appeared, .appearing], to: .disappearing, "viewWillDisappear(_:)")
    }

    /// Apple: `func viewDidDisappear(_ animated: Bool)`.
    open func viewDidDisappear(_ animated: Bool) {
        transition(from: [.disappearing], to: .disappeared, "viewDidDisappear(_:)")
    }

    private func transition(from allowed: [Appearance], to next: Appearance, _ name: String) {
        baseWasCalled = true
        if !allowed.contains(appearance) {
            SimulatedUIKit.report(.viewLifecycle, "\(name) of \(Self.self) called while it was \(appearance)")
        }
        appearance = next
    }

    /// Calls a lifecycle method as UIKit does, and reports an override that skipped `super`.
    private func callLifecycle(_ name: String, expecting state: Appearance? = nil, _ call: () -> Void) {
        baseWasCalled = false
        call()
        if !baseWasCalled {
            SimulatedUIKit.report(.viewLifecycle, "\(Self.self).\(name) does not call super")
            if let state { appearance = state }
        }
    }

    /// The children whose views are on screen with this controller's (a navigation stack's top,
    /// the selected tab).
    var visibleChildren: [UIViewController] { [] }

    /// Whether this controller's view is in a window that is visible.
    var isInVisibleWindow: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return !window.isHidden
    }

    func beginAppearance(_ appearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        if appearing {
            callLifecycle("viewWillAppear(_:)", expecting: .appearing) { viewWillAppear(animated) }
        } else {
            callLifecycle("viewWillDisappear(_:)", expecting: .disappearing) { viewWillDisappear(animated) }
        }
        for child in visibleChildren { child.beginAppearance(appearing, animated: animated) }
    }

    func endAppearance(_ appearing: Bool, animated: Bool) {
        for child in visibleChildren { child.endAppearance(appearing, animated: animated) }
        if appearing {
            callLifecycle("viewDidAppear(_:)", expecting: .appeared) { viewDidAppear(animated) }
        } else {
            callLifecycle("viewDidDisappear(_:)", expecting: .disappeared) { viewDidDisappear(animated) }
        }
    }

    /// Puts `child`'s view in this controller's view and, if this one is on screen, makes it appear.
    func show(child: UIViewController, animated: Bool) {
        view.addSubview(child.view)
        if appearance == .appeared || appearance == .appearing {
            child.beginAppearance(true, animated: animated)
            child.endAppearance(true, animated: animated)
        }
    }

    /// Takes `child`'s view out of this controller's view, making it disappear if it was on screen.
    func hide(child: UIViewController, animated: Bool) {
        if child.appearance == .appeared || child.appearance == .appearing {
            child.beginAppearance(false, animated: animated)
            child.endAppearance(false, animated: animated)
        }
        child.viewIfLoaded?.removeFromSuperview()
    }

    // MARK: - Containers

    /// Apple: `var navigationController: UINavigationController? { get }`.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// Apple: `var tabBarController: UITabBarController? { get }`.
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: - Modal presentation

    /// Apple: `var popoverPresentationController: UIPopoverPresentationController? { get }`
    /// (`nil` unless the controller is shown as a popover).
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// The controller that presents for this one: the top of its containment hierarchy.
    private var presentationRoot: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// Apple: `var presentedViewController: UIViewController? { get }`.
    open var presentedViewController: UIViewController? {
        presentationRoot.presented
    }

    /// Apple: `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
    /// completion: (() -> Void)? = nil)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = presentationRoot
        if let current = context.presented {
            SimulatedUIKit.report(.presentingWhilePresenting, "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: context)) which is already presenting \(type(of: current))")
            return
        }
        if viewControllerToPresent.presentingViewController != nil || viewControllerToPresent === context {
            SimulatedUIKit.report(.presentingWhilePresenting, "Application tried to present modally a view controller \(type(of: viewControllerToPresent)) that is already being presented")
            return
        }
        if let alert = viewControllerToPresent as? UIAlertController, alert.actions.isEmpty {
            SimulatedUIKit.report(.alertWithoutActions, "UIAlertController \"\(alert.title ?? "")\" has no actions: nobody could dismiss it")
            return
        }
        guard let window = context.viewIfLoaded?.window else {
            SimulatedUIKit.report(.presentingFromViewNotInWindow, "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: context)) whose view is not in the window hierarchy")
            return
        }
        context.presented = viewControllerToPresent
        viewControllerToPresent.presentingViewController = context
        window.addSubview(viewControllerToPresent.view)
        viewControllerToPresent.beginAppearance(true, animated: flag)
        viewControllerToPresent.endAppearance(true, animated: flag)
        completion?()
    }

    /// Apple: `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = presentationRoot
        let presenter: UIViewController
        if context.presented != nil {
            presenter = context
        } else if let presenting = context.presentingViewController {
            presenter = presenting
        } else {
            SimulatedUIKit.report(.dismissingWithNothingPresented, "dismiss(animated:completion:) on \(type(of: self)), which neither presents nor is presented")
            return
        }
        guard let dismissed = presenter.presented else { return }
        // Dismissing a controller dismisses everything it presented too, top first.
        var chain: [UIViewController] = [dismissed]
        while let next = chain.last?.presented { chain.append(next) }
        for controller in chain.reversed() {
            controller.beginAppearance(false, animated: flag)
            controller.endAppearance(false, animated: flag)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.presented = nil
            controller.presentingViewController = nil
        }
        presenter.presented = nil
        completion?()
    }
}
