/// Lays out its arranged subviews in a row or a column, predictably.
///
/// Each arranged view has a ``Length``: `.fixed(n)` cells, `.fit` (its ``View/sizeThatFits(_:)``),
/// or `.flexible(weight:)` (a share of what is left, by weight; leftover cells go to the first
/// flexible views). Views are separated by ``spacing`` and the whole stack is inset by ``padding``.
/// Hidden views take no space. Across the axis every view gets the full size.
///
/// ```swift
/// let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(all: 1))
/// stack.addArrangedSubview(titleLabel, length: .fit)
/// stack.addArrangedSubview(listView, length: .flexible())
/// stack.addArrangedSubview(button, length: .fixed(1))
/// ```
@MainActor
public final class StackView: View {
    /// The direction of a stack.
    public enum Axis: Sendable, Hashable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// How much room an arranged view gets along the axis.
    public enum Length: Sendable, Hashable {
        /// Exactly this many cells.
        case fixed(Int)
        /// What the view asks for in ``View/sizeThatFits(_:)``.
        case fit
        /// A share of the remaining room, proportional to `weight`.
        case flexible(weight: Int = 1)
    }

    /// The stack's direction.
    public var axis: Axis { didSet { setNeedsRender() } }
    /// Cells between arranged views.
    public var spacing: Int { didSet { setNeedsRender() } }
    /// Cells around the arranged views.
    public var padding: EdgeInsets { didSet { setNeedsRender() } }

    private var arranged: [(view: View, length: Length)] = []

    /// Creates an empty stack.
    public init(axis: Axis, spacing: Int = 0, padding: EdgeInsets = .zero) {
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
        super.init()
    }

    /// The arranged views, in order.
    public var arrangedSubviews: [View] { arranged.map(\.view) }

    /// Appends `view` to the stack with the given length.
    public func addArrangedSubview(_ view: View, length: Length = .fit) {
        arranged.removeAll { $0.view === view }
        arranged.append((view, length))
        addSubview(view)
    }

    /// Changes the length of an arranged view.
    public func setLength(_ length: Length, for view: View) {
        guard let index = arranged.firstIndex(where: { $0.view === view }) else { return }
        arranged[index].length = length
        setNeedsRender()
    }

    /// Removes `view` from the stack and from the view tree.
    public func removeArrangedSubview(_ view: View) {
        arranged.removeAll { $0.view === view }
        view.removeFromSuperview()
    }

    public override func sizeThatFits(_ proposal: TerminalSize) -> TerminalSize {
        let inner = TerminalSize(
            columns: proposal.columns - padding.left - padding.right,
            rows: proposal.rows - padding.top - padding.bottom
        )
        let visible = arranged.filter { !$0.view.isHidden }
        var main = max(0, visible.count - 1) * spacing
        var cross = 0
        for item in visible {
            let fitting = item.view.sizeThatFits(inner)
            switch item.length {
            case .fixed(let cells): main += cells
            case .fit, .flexible: main += axis == .vertical ? fitting.rows : fitting.columns
            }
            cross = max(cross, axis == .vertical ? fitting.columns : fitting.rows)
        }
        let size = axis == .vertical
            ? TerminalSize(columns: cross + padding.left + padding.right, rows: main + padding.top + padding.bottom)
            : TerminalSize(columns: main + padding.left + padding.right, rows: cross + padding.top + padding.bottom)
        return TerminalSize(columns: min(size.columns, proposal.columns), rows: min(size.rows, proposal.rows))
    }

    public override func layoutSubviews() {
        let content = bounds.inset(by: padding)
        let visible = arranged.filter { !$0.view.isHidden }
        let available = axis == .vertical ? content.height : content.width
        let crossSize = axis == .vertical ? content.width : content.height
        var lengths = Array(repeating: 0, count: visible.count)
        var used = max(0, visible.count - 1) * spacing
        var totalWeight = 0
        for (index, item) in visible.enumerated() {
            switch item.length {
            case .fixed(let cells):
                lengths[index] = max(0, cells)
            case .fit:
                let proposal = axis == .vertical
                    ? TerminalSize(columns: crossSize, rows: max(0, available - used))
                    : TerminalSize(columns: max(0, available - used), rows: crossSize)
                let fitting = item.view.sizeThatFits(proposal)
                lengths[index] = axis == .vertical ? fitting.rows : fitting.columns
            case .flexible(let weight):
                totalWeight += max(0, weight)
            }
            used += lengths[index]
        }
        var remaining = max(0, available - used)
        if totalWeight > 0 {
            let share = remaining
            for (index, item) in visible.enumerated() {
                guard case .flexible(let weight) = item.length else { continue }
                let cells = share * max(0, weight) / totalWeight
                lengths[index] = cells
                remaining -= cells
            }
            for (index, item) in visible.enumerated() where remaining > 0 {
                guard case .flexible(let weight) = item.length, weight > 0 else { continue }
                lengths[index] += 1
                remaining -= 1
            }
        }
        var position = axis == .vertical ? content.y : content.x
        let limit = axis == .vertical ? content.maxY : content.maxX
        for (index, item) in visible.enumerated() {
            let length = max(0, min(lengths[index], limit - position))
            item.view.frame = axis == .vertical
                ? Rect(x: content.x, y: position, width: content.width, height: length)
                : Rect(x: position, y: content.y, width: length, height: content.height)
            position += length + spacing
        }
    }
}
