import StrataCore
import StrataList

/// A scrolling, virtualised list of rows in sections, with a selection.
///
/// The list reads everything it shows from its ``dataSource``: the counts and section titles when
/// it reloads, and only the rows it is about to draw — the visible ones — so it suits lists of any
/// length. Keys: ↑/↓ move the selection, PgUp/PgDn move by a
/// page, Home/End jump to the ends, Enter reports the selected row to ``didSelectRow(_:)``
/// handlers. A row or title too long for the width ends with `…`.
///
/// It gets its content in one of two ways:
/// - **From a `ListDataSource`** (the usual way, what screens do): the list adopts `ListRendering`;
///   ``bind(to:sectionTitle:)`` makes it read its counts and rows from the data source, and every
///   `apply` on the data source shows in the list. See ``ListView/bind(to:sectionTitle:)`` for a
///   screen's data-source wrapper.
/// - **From any ``ListViewDataSource``**, for content that is not a list of identified items (a
///   log, a generated range): set ``dataSource``, and call ``reloadData()`` when the content
///   changes.
///
/// ```swift
/// rootView.listView.dataSource = self      // a ListViewDataSource: counts and rows
/// rootView.listView.didSelectRow { [unowned self] indexPath in presenter.didSelect(at: indexPath.item) }
/// ```
///
/// Either way, after a reload or an update the selected item stays selected where it now is (the
/// list asks the data source, ``ListViewDataSource/indexPath(for:)``); if it is gone, the row now
/// at its old place is selected.
///
/// ## Who hears about selection changes
/// Only a user's move calls back: ``selectionDidChange(_:)`` handlers run when ↑/↓/PgUp/PgDn/Home/End
/// move the selection, never when the list moves it itself — on ``reloadData()``, on a data
/// source's update, on binding, or on ``selectRow(at:)`` called by code. So a presenter that shows
/// rows is never called back from inside its own `show`.
@MainActor
public final class ListView: View {
    /// Where the list reads its counts, rows and section titles. Held weakly, as a table view holds
    /// its data source; setting it reloads the list.
    public weak var dataSource: (any ListViewDataSource)? {
        didSet {
            if binding !== dataSource { binding = nil }
            reloadData()
        }
    }
    /// Shown dimmed when the list has no rows.
    public var emptyText: String { didSet { setNeedsRender() } }

    /// The selected row, if any; the list selects its first row when it gets rows.
    public private(set) var selectedIndexPath: ListIndexPath?
    /// The first visible line (rows and section headers both count as lines).
    public private(set) var scrollOffset = 0

    /// The adapter ``bind(to:sectionTitle:)`` made, kept alive here since ``dataSource`` is weak.
    var binding: AnyObject?
    /// The geometry read from the data source at the last reload: rows per section, titles, and
    /// the line at which each section starts (its header, if any).
    private var itemCounts: [Int] = []
    private var sectionTitles: [String?] = []
    private var sectionStarts: [Int] = []
    private var lineCount = 0
    private let selections = HandlerRegistry<ListIndexPath>()
    private let selectionChanges = HandlerRegistry<ListIndexPath?>()
    /// The identity of the selected item, from ``ListViewDataSource/itemIdentifier(for:)``.
    private var selectedItem: AnyHashable?

    /// Creates an empty list; give it a ``dataSource`` or ``bind(to:sectionTitle:)`` it.
    public init(emptyText: String = "No items") {
        self.emptyText = emptyText
        super.init()
    }

    /// The total number of rows, as read from the data source at the last reload or update.
    public var numberOfRows: Int { itemCounts.reduce(0, +) }

    /// Registers a handler called when the user presses Enter on a row.
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (ListIndexPath) -> Void) -> RegistryKey {
        selections.register { indexPath in MainActor.assumeIsolated { handler(indexPath) } }
    }

    /// Registers a handler called when the user moves the selection with ↑/↓/PgUp/PgDn/Home/End.
    ///
    /// It is not called when the list moves the selection itself: on ``reloadData()``, on a data
    /// source's update, on binding, or on ``selectRow(at:)``. A wrapper that tells a presenter
    /// which row the user highlights can forward it as is; the presenter is never called back
    /// while it shows rows.
    @discardableResult
    public func selectionDidChange(_ handler: @escaping @MainActor (ListIndexPath?) -> Void) -> RegistryKey {
        selectionChanges.register { indexPath in MainActor.assumeIsolated { handler(indexPath) } }
    }

    /// Reads all content again from the data source: the counts, the section titles, and the
    /// visible rows. The selected item stays selected where it now is; if it is gone, the row now
    /// at its old place (or the nearest row) is selected. Selection handlers are not called.
    public func reloadData() {
        let previous = selectedIndexPath
        let followed = selectedItem.flatMap(currentIndexPath(of:))
        readGeometry()
        select(followed.flatMap { isValid($0) ? $0 : nil } ?? previous.flatMap(clamped) ?? firstRow())
    }

    /// Selects a row (or nothing) and scrolls it into view — at once, or, before the list's first
    /// layout, when it is laid out. Invalid index paths are ignored. Selection handlers are not
    /// called: the code that selects knows.
    public func selectRow(at indexPath: ListIndexPath?) {
        guard let indexPath else {
            select(nil)
            return
        }
        guard isValid(indexPath) else { return }
        select(indexPath)
    }

    public override var canBecomeFocused: Bool { true }

    public override var keyHelp: [KeyHelp] {
        [KeyHelp("↑↓", "move"), KeyHelp("PgUp/PgDn", "page"), KeyHelp("Enter", "select")]
    }

    public override func handle(key: Key) -> Bool {
        guard let selected = selectedIndexPath else { return false }
        let line = self.line(of: selected)
        let page = max(1, frame.height - 1)
        let target: ListIndexPath?
        switch key {
        case .up:
            guard let row = row(from: line - 1, direction: -1) else { return false }
            target = row
        case .down:
            guard let row = row(from: line + 1, direction: 1) else { return false }
            target = row
        case .pageUp:
            target = row(from: max(0, line - page), direction: 1) ?? selected
        case .pageDown:
            target = row(from: min(lineCount - 1, line + page), direction: -1) ?? selected
        case .home:
            target = firstRow()
        case .end:
            target = row(from: lineCount - 1, direction: -1)
        case .enter:
            selections.emit(selected)
            return true
        default:
            return false
        }
        // The user's move: the only change of selection that handlers hear about.
        guard target != selected else { return true }
        select(target)
        selectionChanges.emit(target)
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
        let dataSource = self.dataSource
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
            drawRow(dataSource?.cell(at: indexPath) ?? ListRow(""), selected: indexPath == selectedIndexPath, row: screenRow, width: width, canvas: canvas)
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

    /// Reads the counts and section titles from the data source and recomputes where each
    /// section starts: O(sections).
    private func readGeometry() {
        let dataSource = self.dataSource
        let sections = max(0, dataSource?.numberOfSections ?? 0)
        itemCounts = (0..<sections).map { max(0, dataSource?.numberOfItems(inSection: $0) ?? 0) }
        sectionTitles = (0..<sections).map { dataSource?.title(forSection: $0) ?? nil }
        sectionStarts = []
        sectionStarts.reserveCapacity(sections)
        var line = 0
        for (section, count) in itemCounts.enumerated() {
            sectionStarts.append(line)
            line += count + (sectionTitles[section] != nil ? 1 : 0)
        }
        lineCount = line
        scrollOffset = min(scrollOffset, max(0, lineCount - 1))
    }

    /// Where the item the data source identifies as `item` is now.
    private func currentIndexPath(of item: AnyHashable) -> ListIndexPath? {
        guard let dataSource else { return nil }
        return Self.indexPath(of: item, in: dataSource)
    }

    private static func indexPath<DataSource: ListViewDataSource>(
        of item: AnyHashable,
        in dataSource: DataSource
    ) -> ListIndexPath? {
        (item.base as? DataSource.ItemIdentifier).flatMap { dataSource.indexPath(for: $0) }
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
        return row >= 0 && row < itemCounts[section] ? ListIndexPath(item: row, section: section) : nil
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
        indexPath.section >= 0 && indexPath.section < itemCounts.count && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// The row now at `indexPath`'s place: in the same section (the last one if there are fewer),
    /// at the same index or the section's last row; for an empty section, the nearest row before
    /// it, else the first row after it. O(sections) at most.
    private func clamped(_ indexPath: ListIndexPath) -> ListIndexPath? {
        if isValid(indexPath) { return indexPath }
        guard !itemCounts.isEmpty else { return nil }
        let section = min(max(0, indexPath.section), itemCounts.count - 1)
        if itemCounts[section] > 0 {
            return ListIndexPath(item: min(max(0, indexPath.item), itemCounts[section] - 1), section: section)
        }
        if let before = itemCounts[..<section].lastIndex(where: { $0 > 0 }) {
            return ListIndexPath(item: itemCounts[before] - 1, section: before)
        }
        return itemCounts[section...].firstIndex { $0 > 0 }.map { ListIndexPath(item: 0, section: $0) }
    }

    /// Selects `indexPath` and remembers its item's identity; calls no handler.
    private func select(_ indexPath: ListIndexPath?) {
        selectedIndexPath = indexPath
        selectedItem = indexPath.flatMap { indexPath in
            dataSource?.itemIdentifier(for: indexPath).map { AnyHashable($0) }
        }
        scrollSelectionIntoView()
        setNeedsRender()
    }

    private func scrollSelectionIntoView() {
        // Before its first layout the list has no height to scroll within: a row selected then
        // (a screen that opens on a highlighted row) is brought into view by the layout, which
        // moves the rows only as far as it must.
        guard frame.height > 0 else { return }
        let height = frame.height
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
