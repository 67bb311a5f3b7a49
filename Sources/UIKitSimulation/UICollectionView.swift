import Foundation

/// Apple: `@MainActor class UICollectionView : UIScrollView`.
///
/// Simulates what crashes real apps: a batch update whose item or section counts disagree with
/// the data source ("Invalid update: invalid number of items in section…"), index paths out of
/// range, and a cell dequeued for a reuse identifier never registered. It has no layout: every
/// item counts as visible, so after each change it asks its data source for every cell
/// (`cellForItem(at:)` returns them).
@MainActor
open class UICollectionView: UIScrollView {
    /// Apple: `var collectionViewLayout: UICollectionViewLayout { get set }`.
    open var collectionViewLayout: UICollectionViewLayout
    /// Apple: `weak var dataSource: (any UICollectionViewDataSource)? { get set }`.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Apple: `weak var delegate: (any UICollectionViewDelegate)? { get set }`.
    open weak var delegate: (any UICollectionViewDelegate)?

    private var registrations: [String: UICollectionViewCell.Type] = [:]
    private var cells: [IndexPath: UICollectionViewCell] = [:]
    private lazy var tracker = ListUpdateTracker(item: "item", view: "collection view") { [unowned self] in
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    /// Apple: `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Apple: `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Apple: `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`.
    /// An identifier never registered is reported (UIKit raises "could not dequeue a view of
    /// kind: UICollectionElementKindCell with identifier …") and a plain cell is returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = registrations[identifier] else {
            SimulatedUIKit.report(.unregisteredReuseIdentifier, "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
            return UICollectionViewCell(frame: .zero)
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Apple: `var numberOfSections: Int { get }`.
    open var numberOfSections: Int { tracker.currentCounts.count }

    /// Apple: `func numberOfItems(inSection section: Int) -> Int`.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = tracker.currentCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Apple: `func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?` (every item is
    /// visible here).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
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

    /// Apple: `func insertItems(at indexPaths: [IndexPath])`.
    open func insertItems(at indexPaths: [IndexPath]) { change { $0.itemInserts += indexPaths } }
    /// Apple: `func deleteItems(at indexPaths: [IndexPath])`.
    open func deleteItems(at indexPaths: [IndexPath]) { change { $0.itemDeletes += indexPaths } }
    /// Apple: `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { change { $0.itemMoves.append((indexPath, newIndexPath)) } }
    /// Apple: `func insertSections(_ sections: IndexSet)`.
    open func insertSections(_ sections: IndexSet) { change { $0.sectionInserts.formUnion(sections) } }
    /// Apple: `func deleteSections(_ sections: IndexSet)`.
    open func deleteSections(_ sections: IndexSet) { change { $0.sectionDeletes.formUnion(sections) } }
    /// Apple: `func moveSection(_ section: Int, toSection newSection: Int)`.
    open func moveSection(_ section: Int, toSection newSection: Int) { change { $0.sectionMoves.append((section, newSection)) } }

    /// Apple: `func reloadItems(at indexPaths: [IndexPath])`.
    open func reloadItems(at indexPaths: [IndexPath]) { refresh(indexPaths, operation: "reload") }
    /// Apple: `func reconfigureItems(at indexPaths: [IndexPath])`.
    open func reconfigureItems(at indexPaths: [IndexPath]) { refresh(indexPaths, operation: "reconfigure") }

    /// Simulation only: what a user's tap on the item at `indexPath` does — the delegate hears
    /// `collectionView(_:didSelectItemAt:)`. Returns `false` for an item that does not exist.
    @discardableResult
    public func simulateSelection(at indexPath: IndexPath) -> Bool {
        guard numberOfItems(inSection: indexPath.section) > indexPath.item, indexPath.item >= 0 else { return false }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
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

    /// Asks the data source for every cell, as a view with all its items on screen would.
    private func refreshCells() {
        cells.removeAll()
        guard let dataSource else { return }
        for (section, count) in tracker.currentCounts.enumerated() {
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                cells[path] = dataSource.collectionView(self, cellForItemAt: path)
            }
        }
    }
}
