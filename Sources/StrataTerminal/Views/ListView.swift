import StrataCore
import StrataList

/// A scrolling, virtualised list of rows in sections, with a selection.
///
/// The list knows only how many rows each section has; it asks ``rowProvider`` for the rows it is
/// about to draw — the visible ones — so a list of 100,000 rows costs no more per frame than a list
/// of 30. Keys: ↑/↓ move the selection, PgUp/PgDn move by a page, Home/End jump to the ends, Enter
/// reports the selected row to ``didSelectRow(_:)`` handlers. A row or title too long for the width
/// ends with `…`.
///
/// It gets its content in one of two ways:
/// - **From a `ListDataSource`** (the usual way, what screens do): the list adopts `ListRendering`;
///   ``bind(to:sectionTitle:)`` makes it read its row counts and cells from the data source, and
///   every `apply` on the data source animates into the list. See ``ListView/bind(to:sectionTitle:)``
///   for a screen's data-source wrapper.
/// - **By hand**, for content that is not a list of identified items (a log, a generated range):
///
/// ```swift
/// listView.rowProvider = { [unowned self] indexPath in ListRow(items[indexPath.item].name) }
/// listView.reloadData(rowCounts: [items.count])
/// listView.didSelectRow { [weak self] indexPath in self?.presenter.didSelect(at: indexPath.item) }
/// ```
///
/// Either way, changes keep the selection on the same item where possible (it follows moves and
/// shifts past insertions and deletions); by hand, apply them with ``performUpdates(_:rowCounts:)``.
@MainActor
public final class ListView: View {
    /// Builds the row at an index path; called only for rows being drawn.
    public var rowProvider: @MainActor (ListIndexPath) -> ListRow { didSet { setNeedsRender() } }
    /// The title of each section, or `nil` for a section without a header. Read on reload.
    public var sectionTitleProvider: (@MainActor (Int) -> String?)?
    /// Shown dimmed when the list has no rows.
    public var emptyText: String { didSet { setNeedsRender() } }

    /// The number of rows in each section.
    public private(set) var rowCounts: [Int] = []
    /// The selected row, if any; the list selects its first row when it gets rows.
    public private(set) var selectedIndexPath: ListIndexPath?
    /// The first visible line (rows and section headers both count as lines).
    public private(set) var scrollOffset = 0

    private var sectionTitles: [String?] = []
    /// The line at which each section starts (its header, if any).
    private var sectionStarts: [Int] = []
    private var lineCount = 0
    private let selections = HandlerRegistry<ListIndexPath>()
    private let selectionChanges = HandlerRegistry<ListIndexPath?>()
    /// How the list reads a bound data source; `nil` when fed by hand.
    var binding: ListViewBinding?
    /// The identity of the selected item, when bound.
    private var selectedItem: AnyHashable?

    /// Creates an empty list.
    public init(emptyText: String = "No items", rowProvider: @escaping @MainActor (ListIndexPath) -> ListRow = { _ in ListRow("") }) {
        self.emptyText = emptyText
        self.rowProvider = rowProvider
        super.init()
    }

    /// The total number of rows.
    public var numberOfRows: Int { rowCounts.reduce(0, +) }

    /// Registers a handler called when the user presses Enter on a row.
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (ListIndexPath) -> Void) -> RegistryKey {
        selections.register { indexPath in MainActor.assumeIsolated { handler(indexPath) } }
    }

    /// Registers a handler called whenever the highlighted row changes (by keys, updates or code).
    @discardableResult
    public func selectionDidChange(_ handler: @escaping @MainActor (ListIndexPath?) -> Void) -> RegistryKey {
        selectionChanges.register { indexPath in MainActor.assumeIsolated { handler(indexPath) } }
    }

    /// Replaces all rows. The selection is kept at the same position if it still exists.
    public func reloadData(rowCounts: [Int]) {
        let previous = selectedIndexPath
        setRowCounts(rowCounts)
        select(previous.map(clamped) ?? firstRow(), notify: previous != selectedIndexPath)
        setNeedsRender()
    }

    /// Applies a batch of changes; `rowCounts` are the counts after it.
    ///
    /// The selected item stays selected where it went; if it was deleted, the row now at its
    /// position (or the last row) is selected.
    public func performUpdates(_ update: ListUpdate, rowCounts: [Int]) {
        let previous = selectedIndexPath
        let followed = previous.flatMap { update.newIndexPath(for: $0) }
            ?? selectedItem.flatMap { binding?.indexPath($0) }
        setRowCounts(rowCounts)
        let target = followed.flatMap { isValid($0) ? $0 : nil } ?? previous.map(clamped) ?? firstRow()
        select(target, notify: target != previous)
        setNeedsRender()
    }

    /// Selects a row (or nothing) and scrolls it into view. Invalid index paths are ignored.
    public func selectRow(at indexPath: ListIndexPath?) {
        guard let indexPath else {
            select(nil, notify: selectedIndexPath != nil)
            return
        }
        guard isValid(indexPath) else { return }
        select(indexPath, notify: indexPath != selectedIndexPath)
    }

    public override var canBecomeFocused: Bool { true }

    public override var keyHelp: [KeyHelp] {
        [KeyHelp("↑↓", "move"), KeyHelp("PgUp/PgDn", "page"), KeyHelp("Enter", "select")]
    }

    public override func handle(key: Key) -> Bool {
        guard let selected = selectedIndexPath else { return false }
        let line = self.line(of: selected)
        let page = max(1, frame.height - 1)
        switch key {
        case .up:
            guard let target = row(from: line - 1, direction: -1) else { return false }
            select(target, notify: true)
        case .down:
            guard let target = row(from: line + 1, direction: 1) else { return false }
            select(target, notify: true)
        case .pageUp:
            select(row(from: max(0, line - page), direction: 1) ?? selected, notify: true)
        case .pageDown:
            select(row(from: min(lineCount - 1, line + page), direction: -1) ?? selected, notify: true)
        case .home:
            select(firstRow(), notify: true)
        case .end:
            select(row(from: lineCount - 1, direction: -1), notify: true)
        case .enter:
            selections.emit(selected)
        default:
            return false
        }
        return true
    }

    public override func layoutSubviews() {
        scrollSelectionIntoView()
    }

    public override func draw(in canvas: Canvas) {
        let width = frame.width
        if lineCount == 0 {
            canvas.write(emptyText, column: 1, row: 0, style: .dim, width: width - 1, truncationMark: "…")
            return
        }
        var section = sectionIndex(ofLine: scrollOffset)
        for screenRow in 0..<min(frame.height, lineCount - scrollOffset) {
            let line = scrollOffset + screenRow
            while section + 1 < sectionStarts.count, sectionStarts[section + 1] <= line { section += 1 }
            let hasHeader = sectionTitles[section] != nil
            if hasHeader, line == sectionStarts[section] {
                canvas.write(
                    sectionTitles[section] ?? "", column: 0, row: screenRow,
                    style: TextStyle(isBold: true, isUnderlined: true), width: width, truncationMark: "…"
                )
                continue
            }
            let indexPath = ListIndexPath(item: line - sectionStarts[section] - (hasHeader ? 1 : 0), section: section)
            drawRow(rowProvider(indexPath), selected: indexPath == selectedIndexPath, row: screenRow, width: width, canvas: canvas)
        }
    }

    private func drawRow(_ content: ListRow, selected: Bool, row: Int, width: Int, canvas: Canvas) {
        let highlight = selected && isFocused
        let base = highlight ? content.style.reversed() : content.style
        if highlight { canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: base) }
        canvas.write(selected ? "›" : " ", column: 0, row: row, style: base.bold(selected))
        var available = width - 2
        if let detail = content.detail, !detail.isEmpty {
            let fullWidth = DisplayWidth.of(detail)
            let detailWidth = min(fullWidth, max(0, available - 2))
            // Measure and cut the detail only when it does not fit (rarely): it is drawn every frame.
            let detailText = detailWidth == fullWidth ? detail : DisplayWidth.prefix(of: detail, fitting: detailWidth)
            let shownWidth = detailWidth == fullWidth ? fullWidth : DisplayWidth.of(detailText)
            canvas.write(detailText, column: width - shownWidth, row: row, style: TextStyle(isDim: !highlight).reversed(highlight))
            available -= detailWidth + 1
        }
        canvas.write(content.text, column: 2, row: row, style: base, width: max(0, available), truncationMark: "…")
    }

    // MARK: - Geometry of lines

    private func setRowCounts(_ counts: [Int]) {
        rowCounts = counts.map { max(0, $0) }
        sectionTitles = rowCounts.indices.map { sectionTitleProvider?($0) ?? nil }
        sectionStarts = []
        var line = 0
        for (section, count) in rowCounts.enumerated() {
            sectionStarts.append(line)
            line += count + (sectionTitles[section] != nil ? 1 : 0)
        }
        lineCount = line
        scrollOffset = min(scrollOffset, max(0, lineCount - 1))
    }

    private func line(of indexPath: ListIndexPath) -> Int {
        sectionStarts[indexPath.section] + (sectionTitles[indexPath.section] != nil ? 1 : 0) + indexPath.item
    }

    private func sectionIndex(ofLine line: Int) -> Int {
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func indexPath(atLine line: Int) -> ListIndexPath? {
        guard line >= 0, line < lineCount else { return nil }
        let section = sectionIndex(ofLine: line)
        let hasHeader = sectionTitles[section] != nil
        let row = line - sectionStarts[section] - (hasHeader ? 1 : 0)
        return row >= 0 && row < rowCounts[section] ? ListIndexPath(item: row, section: section) : nil
    }

    /// The first row at or after `line` going in `direction`, or `nil` if there is none.
    private func row(from line: Int, direction: Int) -> ListIndexPath? {
        var current = line
        while current >= 0 && current < lineCount {
            if let indexPath = indexPath(atLine: current) { return indexPath }
            current += direction
        }
        return nil
    }

    private func firstRow() -> ListIndexPath? { row(from: 0, direction: 1) }

    private func isValid(_ indexPath: ListIndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < rowCounts.count && indexPath.item >= 0
            && indexPath.item < rowCounts[indexPath.section]
    }

    /// The nearest valid row to `indexPath`.
    private func clamped(_ indexPath: ListIndexPath) -> ListIndexPath? {
        if isValid(indexPath) { return indexPath }
        guard !rowCounts.isEmpty else { return nil }
        let section = min(max(0, indexPath.section), rowCounts.count - 1)
        if rowCounts[section] > 0 {
            return ListIndexPath(item: min(max(0, indexPath.item), rowCounts[section] - 1), section: section)
        }
        let start = sectionStarts[section]
        return row(from: start, direction: -1) ?? row(from: start, direction: 1)
    }

    private func select(_ indexPath: ListIndexPath?, notify: Bool) {
        selectedIndexPath = indexPath
        selectedItem = indexPath.flatMap { binding?.item($0) }
        scrollSelectionIntoView()
        setNeedsRender()
        if notify { selectionChanges.emit(indexPath) }
    }

    private func scrollSelectionIntoView() {
        let height = max(1, frame.height)
        if let selectedIndexPath {
            var selectedLine = line(of: selectedIndexPath)
            // Show a section's header together with its first row.
            if selectedIndexPath.item == 0, sectionTitles[selectedIndexPath.section] != nil { selectedLine -= 1 }
            if selectedLine < scrollOffset { scrollOffset = selectedLine }
            let bottomLine = line(of: selectedIndexPath)
            if bottomLine >= scrollOffset + height { scrollOffset = bottomLine - height + 1 }
        }
        scrollOffset = max(0, min(scrollOffset, lineCount - height))
    }
}
