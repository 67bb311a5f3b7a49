import Foundation

/// Apple: `@MainActor class UITableView : UIScrollView`.
///
/// The same rules as the simulated `UICollectionView`: batch updates must agree with the data
/// source ("Invalid update: invalid number of rows in section…"), index paths must exist, and
/// cells can only be dequeued for registered reuse identifiers. Every row counts as visible.
@MainActor
open class UITableView: UIScrollView {
    /// Apple: `enum Style : Int`.
    public enum Style: Int, Sendable {
        /// Apple: `case plain = 0`.
        case plain = 0
    }

    /// Apple: `enum RowAnimation : Int`.
    public enum RowAnimation: Int, Sendable {
        /// Apple: `case automatic = 100`.
        case automatic = 100
    }

    /// Apple: `var style: UITableView.Style { get }`.
    public let style: Style
    /// Apple: `weak var dataSource: (any UITableViewDataSource)? { get set }`.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Apple: `weak var delegate: (any UITableViewDelegate)? { get set }`.
    open weak var delegate: (any UITableViewDelegate)?

    private var registrations: [String: UITableViewCell.Type] = [:]
    private var cells: [IndexPath: UITableViewCell] = [:]
    private lazy var tracker = ListUpdateTracker(item: "row", view: "table view") { [unowned self] in
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    /// Apple: `init(frame: CGRect, style: UITableView.Style)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Apple: `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Apple: `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`.
    /// An identifier never registered is reported (UIKit raises "unable to dequeue a cell with
    /// identifier …") and a plain cell is returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellClass = registrations[identifier] else {
            SimulatedUIKit.report(.unregisteredReuseIdentifier, "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// Apple: `var numberOfSections: Int { get }`.
    open var numberOfSections: Int { tracker.currentCounts.count }

    /// Apple: `func numberOfRows(inSection section: Int) -> Int`.
    open func numberOfRows(inSection section: Int) -> Int {
        let counts = tracker.currentCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Apple: `func cellForRow(at indexPath: IndexPath) -> UITableViewCell?` (every row is visible here).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cells[indexPath]
    }

    /// Apple: `func reloadData()`.
    open func reloadData() {
        tracker.reload()
        refreshCells()
    }

    /// Apple: `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        tracker.performBatch { updates?() }
        refreshCells()
        completion?(true)
    }

    /// Apple: `func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { $0.itemInserts += indexPaths } }
    /// Apple: `func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { change { $0.itemDeletes += indexPaths } }
    /// Apple: `func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)`.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { change { $0.itemMoves.append((indexPath, newIndexPath)) } }
    /// Apple: `func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { change { $0.sectionInserts.formUnion(sections) } }
    /// Apple: `func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { change { $0.sectionDeletes.formUnion(sections) } }
    /// Apple: `func moveSection(_ section: Int, toSection newSection: Int)`.
    open func moveSection(_ section: Int, toSection newSection: Int) { change { $0.sectionMoves.append((section, newSection)) } }

    /// Apple: `func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { refresh(indexPaths, operation: "reload") }
    /// Apple: `func reconfigureRows(at indexPaths: [IndexPath])`.
    open func reconfigureRows(at indexPaths: [IndexPath]) { refresh(indexPaths, operation: "reconfigure") }

    /// Simulation only: what a user's tap on the row at `indexPath` does — the delegate hears
    /// `tableView(_:didSelectRowAt:)`. Returns `false` for a row that does not exist.
    @discardableResult
    public func simulateSelection(at indexPath: IndexPath) -> Bool {
        guard numberOfRows(inSection: indexPath.section) > indexPath.row, indexPath.row >= 0 else { return false }
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return true
    }

    private func change(_ record: (inout BatchUpdate) -> Void) {
        tracker.record(record)
        if !tracker.isBatching { refreshCells() }
    }

    private func refresh(_ indexPaths: [IndexPath], operation: String) {
        tracker.checkExisting(indexPaths, operation: operation)
        if !tracker.isBatching { refreshCells() }
    }

    private func refreshCells() {
        cells.removeAll()
        guard let dataSource else { return }
        for (section, count) in tracker.currentCounts.enumerated() {
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: path)
                cells[path] = cell
                delegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
        }
    }
}
