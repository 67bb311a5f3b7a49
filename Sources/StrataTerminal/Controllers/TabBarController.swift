/// Screens side by side, one visible at a time, with a tab bar line; number keys 1–9 switch tabs.
///
/// Each tab shows its controller's ``BaseViewController/tabBarTitle``, which defaults to its title (a
/// navigation controller's to its root screen's title).
@MainActor
open class TabBarController: BaseViewController {
    /// The tabs, in order.
    public private(set) var viewControllers: [BaseViewController]
    /// The index of the visible tab.
    public private(set) var selectedIndex = 0

    private var container: ContainerView? { isViewLoaded ? view as? ContainerView : nil }

    /// Creates a tab bar controller; the first tab is selected.
    public init(viewControllers: [BaseViewController]) {
        self.viewControllers = viewControllers
        super.init()
        for controller in viewControllers { controller.parent = self }
    }

    /// The visible tab's controller.
    public var selectedViewController: BaseViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    override var visibleChildren: [BaseViewController] { selectedViewController.map { [$0] } ?? [] }

    open override func loadView() {
        let container = ContainerView(headerHeight: 1) { [weak self] canvas, width in
            self?.drawTabBar(in: canvas, width: width)
        }
        container.contentView = selectedViewController?.view
        view = container
    }

    open override var keyHelp: [KeyHelp] {
        viewControllers.count > 1 ? [KeyHelp("1-\(min(9, viewControllers.count))", "tabs")] : []
    }

    open override func handle(key: Key) -> Bool {
        guard case .character(let character) = key, let number = character.wholeNumberValue,
              number >= 1, number <= min(9, viewControllers.count)
        else { return false }
        select(index: number - 1)
        return true
    }

    /// Shows the tab at `index`; out-of-range indices are ignored.
    public func select(index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex else { return }
        let previous = selectedViewController
        selectedIndex = index
        let next = selectedViewController
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

    private func drawTabBar(in canvas: Canvas, width: Int) {
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: .underlined)
        var column = 0
        for (index, controller) in viewControllers.enumerated() {
            let label = " \(index + 1) \(controller.tabBarTitle ?? controller.title ?? "Tab \(index + 1)") "
            let style = index == selectedIndex ? TextStyle(isBold: true, isUnderlined: true, isReversed: true) : .underlined
            column = canvas.write(label, column: column, row: 0, style: style, width: max(0, width - column))
            column = canvas.write("│", column: column, row: 0, style: .underlined, width: max(0, width - column))
        }
    }
}
