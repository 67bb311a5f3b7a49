/// A stack of screens with a title bar; Esc goes back.
///
/// The title bar shows the top screen's title and, when there is a screen to go back to, a hint
/// (`‹ Esc  Previous`). Routers reach it through `Transitioner` (`push`, `pop`, `popToRoot`,
/// `popTo`) from any screen inside it.
@MainActor
open class NavigationController: BaseViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [BaseViewController]

    /// Told whenever another screen comes on top: after a push, a pop or a new stack.
    public weak var delegate: (any NavigationControllerDelegate)?

    private var container: ContainerView? { isViewLoaded ? view as? ContainerView : nil }

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: BaseViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.parent = self
    }

    /// Creates a navigation controller with no screen yet, as `UINavigationController()` does; the
    /// first ``pushViewController(_:animated:)`` shows one. Use it when a coordinator owns the
    /// stack and its `start()` pushes the first screen (chapter 11's `RepoListCoordinator`); until
    /// then only the title bar is drawn.
    public override init() {
        viewControllers = []
        super.init()
    }

    /// The screen on top of the stack.
    public var topViewController: BaseViewController? { viewControllers.last }

    open override var title: String? {
        get { topViewController?.title }
        set { topViewController?.title = newValue }
    }

    /// The tab's label: the one set here, else the root screen's title (not the top screen's, so a
    /// tab keeps its name while screens are pushed on it).
    open override var tabBarTitle: String? {
        get { super.tabBarTitle ?? viewControllers.first?.title }
        set { super.tabBarTitle = newValue }
    }

    override var visibleChildren: [BaseViewController] { topViewController.map { [$0] } ?? [] }

    open override func loadView() {
        let container = ContainerView(headerHeight: 1) { [weak self] canvas, width in
            self?.drawTitleBar(in: canvas, width: width)
        }
        container.contentView = topViewController?.view
        view = container
    }

    open override var keyHelp: [KeyHelp] {
        viewControllers.count > 1 ? [KeyHelp("Esc", "back")] : []
    }

    open override func handle(key: Key) -> Bool {
        guard key == .escape, viewControllers.count > 1 else { return false }
        popViewController(animated: true)
        return true
    }

    /// Pushes `viewController` and shows it.
    public func pushViewController(_ viewController: BaseViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        viewController.removeFromContainer()
        let previous = topViewController
        viewController.parent = self
        viewControllers.append(viewController)
        transition(from: previous, to: viewController)
        tellDelegate(ifTopChangedFrom: previous)
    }

    /// Pops the top screen; does nothing (and returns `nil`) on the root.
    @discardableResult
    public func popViewController(animated: Bool) -> BaseViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(count: 1).first
    }

    /// Pops every screen above the root, returning them.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [BaseViewController] {
        pop(count: viewControllers.count - 1)
    }

    /// Pops until `viewController` is on top; does nothing if it is not on the stack.
    @discardableResult
    public func popToViewController(_ viewController: BaseViewController, animated: Bool) -> [BaseViewController] {
        guard let index = viewControllers.lastIndex(where: { $0 === viewController }) else { return [] }
        return pop(count: viewControllers.count - 1 - index)
    }

    /// Replaces the whole stack.
    public func setViewControllers(_ controllers: [BaseViewController], animated: Bool) {
        guard !controllers.isEmpty else { return }
        let previous = topViewController
        for old in viewControllers where !controllers.contains(where: { $0 === old }) { old.parent = nil }
        for controller in controllers { controller.parent = self }
        viewControllers = controllers
        transition(from: previous, to: topViewController)
        tellDelegate(ifTopChangedFrom: previous)
    }

    private func pop(count: Int) -> [BaseViewController] {
        guard count > 0 else { return [] }
        let previous = topViewController
        let popped = Array(viewControllers.suffix(count))
        viewControllers.removeLast(count)
        transition(from: previous, to: topViewController)
        for controller in popped { controller.parent = nil }
        tellDelegate(ifTopChangedFrom: previous)
        return popped
    }

    private func transition(from previous: BaseViewController?, to next: BaseViewController?) {
        guard previous !== next else { return }
        if isVisible {
            previous?.beginAppearance(false)
            next?.beginAppearance(true)
        }
        container?.contentView = next?.view
        if isVisible {
            previous?.endAppearance(false)
            next?.endAppearance(true)
        }
        setNeedsRender()
    }

    /// Tells the delegate that the screen on top is no longer `previous`; called once the stack
    /// is settled (a pop's screens have left it).
    private func tellDelegate(ifTopChangedFrom previous: BaseViewController?) {
        guard let top = topViewController, top !== previous else { return }
        delegate?.navigationController(self, didShow: top)
    }

    private func drawTitleBar(in canvas: Canvas, width: Int) {
        let barStyle = TextStyle(isBold: true, isUnderlined: true)
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: barStyle)
        let title = topViewController?.title ?? ""
        let titleWidth = DisplayWidth.of(title)
        canvas.write(title, column: max(0, (width - titleWidth) / 2), row: 0, style: barStyle)
        if viewControllers.count > 1 {
            let back = viewControllers[viewControllers.count - 2].title ?? "Back"
            canvas.write("‹ Esc  \(back)", column: 0, row: 0, style: TextStyle(isDim: true, isUnderlined: true), width: max(0, (width - titleWidth) / 2 - 1))
        }
    }
}

extension BaseViewController {
    /// Detaches the controller from a navigation or tab bar controller it belongs to.
    func removeFromContainer() {
        if let navigation = parent as? NavigationController {
            if navigation.topViewController === self {
                navigation.popViewController(animated: false)
            } else {
                navigation.setViewControllers(navigation.viewControllers.filter { $0 !== self }, animated: false)
            }
        }
        parent = nil
    }
}
