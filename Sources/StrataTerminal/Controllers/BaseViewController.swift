import StrataAlert
import StrataNavigation

/// The base of every terminal view controller: a screen with a root view, a title, lifecycle
/// callbacks, modal presentation, alerts and transitions.
///
/// Subclass ``ViewController`` (typed root view) for screens; `BaseViewController` is the common
/// type that routers and containers deal in. It adopts `Transitioner` with itself as the screen
/// type, so a router can push any `ViewController<X>`:
///
/// ```swift
/// final class DetailRouter<T: Transitioner> where T.Screen == BaseViewController {
///     weak var transitioner: T?
///     func showDetail() { transitioner?.push(DetailViewController(), animated: true) }
/// }
/// ```
///
/// It also adopts `AlertPresenting`: an alert is shown as an ``AlertDialog`` over the screen, one
/// at a time. Show alerts through an `AlertClient`: the clients of a screen share its queue, so an
/// alert asked for while another is up waits its turn there.
@MainActor
open class BaseViewController: AlertPresenting, Transitioner {
    /// The screen type of transitions: any terminal view controller.
    public typealias Screen = BaseViewController

    private var loadedView: View?

    /// The title shown by navigation and tab bar controllers.
    open var title: String? { didSet { setNeedsRender() } }

    /// The label of this controller's tab in a ``TabBarController``; `nil` (the default) shows
    /// ``title``. A ``NavigationController`` labels its tab with its root screen's title, so the
    /// tab keeps its name while screens are pushed on it.
    open var tabBarTitle: String? { didSet { setNeedsRender() } }

    /// The container controller (navigation or tab bar) this controller is a child of.
    public internal(set) weak var parent: BaseViewController?

    /// The controller this one presented modally, if any.
    public private(set) var presentedViewController: BaseViewController?

    /// The controller that presented this one modally, if any.
    public private(set) weak var presentingViewController: BaseViewController?

    /// The alert dialog on screen for this controller, if any.
    public private(set) var alertDialog: AlertDialog?

    /// The view that had the focus when this screen was last active; it gets the focus back.
    weak var lastFocusedView: View?

    /// Whether the controller's view is on screen (between `viewWillAppear` and `viewWillDisappear`).
    public private(set) var isVisible = false

    /// Creates a controller; its view is created when first needed.
    public init() {}

    // MARK: - The view

    /// Asks the application showing this controller for a new frame.
    func setNeedsRender() {
        if let loadedView {
            loadedView.setNeedsRender()
        } else {
            Application.setNeedsRender()
        }
    }

    /// The root view, created by ``loadView()`` on first access (which then calls ``viewDidLoad()``).
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView ?? View()
        }
        set {
            loadedView = newValue
        }
    }

    /// Whether the view has been created.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view if it does not exist yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
    }

    /// Creates the root view and assigns it to ``BaseViewController/view``. ``ViewController`` implements it for you.
    open func loadView() {
        loadedView = View()
    }

    // MARK: - Lifecycle

    /// Called once, after the view is created. Register input handlers here.
    open func viewDidLoad() {}
    /// Called before the view comes on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view came on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Keys the controller handles, shown in the status line while it is on screen.
    open var keyHelp: [KeyHelp] { [] }

    /// Handles a key that the focused view did not use. Return `true` if it was used.
    open func handle(key: Key) -> Bool { false }

    /// The children on screen now (the top of a navigation stack, the selected tab).
    var visibleChildren: [BaseViewController] { [] }

    func beginAppearance(_ appearing: Bool) {
        loadViewIfNeeded()
        if appearing {
            viewWillAppear(false)
            isVisible = true
        } else {
            viewWillDisappear(false)
        }
        for child in visibleChildren { child.beginAppearance(appearing) }
    }

    func endAppearance(_ appearing: Bool) {
        for child in visibleChildren { child.endAppearance(appearing) }
        if appearing {
            viewDidAppear(false)
        } else {
            isVisible = false
            viewDidDisappear(false)
        }
    }

    /// The innermost container on screen below this controller, following visible children.
    var leafController: BaseViewController {
        var leaf = self
        while let child = leaf.visibleChildren.last { leaf = child }
        return leaf
    }

    /// The nearest navigation controller: this one, or the closest ancestor.
    public var navigationController: NavigationController? {
        (self as? NavigationController) ?? parent?.navigationController
    }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: TabBarController? {
        (parent as? TabBarController) ?? parent?.tabBarController
    }

    // MARK: - Modal presentation

    /// The controller at the end of the chain of modal presentations starting here.
    var topPresentedController: BaseViewController {
        presentedViewController?.topPresentedController ?? self
    }

    /// The controller that presents modal screens for this one: the top of its containment
    /// hierarchy (the root, or a controller that was itself presented), as in UIKit, where a child
    /// of a tab or navigation controller presents from the nearest full-screen context.
    var presentationContext: BaseViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// Presents `screen` modally over the whole screen.
    ///
    /// A controller inside a container (a tab, a navigation stack) presents from the top of its
    /// hierarchy, so the screen covers the tab bar too; if a screen is already presented there,
    /// `screen` is presented over it.
    public func present(_ screen: BaseViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        let presenter = presentationContext.topPresentedController
        guard screen !== presenter, screen.presentingViewController == nil else { return }
        let covered = presenter
        covered.beginAppearance(false)
        screen.beginAppearance(true)
        presenter.presentedViewController = screen
        screen.presentingViewController = presenter
        covered.endAppearance(false)
        screen.endAppearance(true)
        setNeedsRender()
        completion?()
    }

    /// Dismisses the controller this one presented or, if it presented none, this controller (or
    /// the container it is in) if it was presented.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        var owner: BaseViewController? = self
        while let current = owner, current.presentedViewController == nil, current.presentingViewController == nil {
            owner = current.parent
        }
        guard let owner else { return }
        let presenter = owner.presentedViewController != nil ? owner : owner.presentingViewController
        guard let presenter, let presented = presenter.presentedViewController else { return }
        // Dismissing a controller dismisses everything it presented too.
        let top = presented.topPresentedController
        top.beginAppearance(false)
        presenter.beginAppearance(true)
        var current: BaseViewController? = presented
        while let dismissed = current {
            current = dismissed.presentedViewController
            dismissed.presentedViewController = nil
            dismissed.presentingViewController = nil
        }
        presenter.presentedViewController = nil
        top.endAppearance(false)
        presenter.endAppearance(true)
        setNeedsRender()
        completion?()
    }

    // MARK: - Transitioner (navigation)

    /// Pushes `screen` on the nearest navigation controller.
    public func push(_ screen: BaseViewController, animated: Bool) {
        navigationController?.pushViewController(screen, animated: animated)
    }

    /// Pops the top screen of the nearest navigation controller.
    public func pop(animated: Bool) {
        navigationController?.popViewController(animated: animated)
    }

    /// Pops to the root of the nearest navigation controller.
    public func popToRoot(animated: Bool) {
        navigationController?.popToRootViewController(animated: animated)
    }

    /// Pops the nearest navigation controller until `screen` is on top.
    public func popTo(_ screen: BaseViewController, animated: Bool) {
        navigationController?.popToViewController(screen, animated: animated)
    }

    // MARK: - AlertPresenting

    /// Whether an alert is on screen for this controller.
    public var isPresentingAlert: Bool { alertDialog != nil }

    /// Shows `alert` as an ``AlertDialog``; does nothing while an alert is already up (the
    /// `AlertClient` that asks for it keeps the next one waiting until this one is answered).
    public func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void
    ) {
        presentAlert(alert, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: {})
    }

    /// Shows `alert` as an ``AlertDialog``, or calls `onUnavailable` at once if an alert is
    /// already up: one screen shows one alert at a time, and the queue of the `AlertClient`s of a
    /// screen never asks for a second.
    public func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    ) {
        guard alertDialog == nil else {
            onUnavailable()
            return
        }
        alertDialog = AlertDialog(presentation: alert) { [weak self] index in
            self?.alertDialog = nil
            if let index { onChoice(index) }
            self?.setNeedsRender()
        }
        setNeedsRender()
        completion?()
    }

    /// The alert dialog that takes input now: the one on the topmost presented screen, else one
    /// on the visible children, else this controller's.
    var activeAlertDialog: AlertDialog? {
        if let presented = presentedViewController { return presented.activeAlertDialog }
        for child in visibleChildren.reversed() {
            if let dialog = child.activeAlertDialog { return dialog }
        }
        return alertDialog
    }
}
