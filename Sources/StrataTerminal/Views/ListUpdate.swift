import StrataList

/// A batch of changes to a ``ListView``'s rows, in the staged order of collection-view batch updates.
///
/// You rarely build one by hand: a ``ListView`` bound to a `ListDataSource` receives a
/// `ListChangeset` and converts it with ``init(_:)``. Build one yourself only when you feed the
/// list through ``ListView/rowProvider`` and keep the row counts yourself; pass it to
/// ``ListView/performUpdates(_:rowCounts:)`` with the row counts after the update, and the list
/// keeps the selection on the same item where it can.
///
/// Index conventions (those of `ListChangeset` and `UICollectionView.performBatchUpdates`):
/// deletions (of sections and rows) and move sources are positions *before* the update;
/// insertions, move destinations and reloads are positions *after* it.
public struct ListUpdate: Hashable, Sendable {
    /// Sections removed, by their index before the update.
    public var deletedSections: Set<Int>
    /// Sections added, by their index after the update.
    public var insertedSections: Set<Int>
    /// Sections kept that changed place, with all their rows.
    public var movedSections: [ListSectionMove]
    /// Rows removed, by their position before the update.
    public var deletedRows: Set<ListIndexPath>
    /// Rows added, by their position after the update.
    public var insertedRows: Set<ListIndexPath>
    /// Rows kept that changed place, possibly to another section.
    public var movedRows: [ListItemMove]
    /// Rows whose content changed in place, by their position after the update.
    public var reloadedRows: Set<ListIndexPath>

    /// Creates an update.
    public init(
        deletedSections: Set<Int> = [], insertedSections: Set<Int> = [], movedSections: [ListSectionMove] = [],
        deletedRows: Set<ListIndexPath> = [], insertedRows: Set<ListIndexPath> = [],
        movedRows: [ListItemMove] = [], reloadedRows: Set<ListIndexPath> = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.movedRows = movedRows
        self.reloadedRows = reloadedRows
    }

    /// Where the row at `indexPath` (before the update) is after it, or `nil` if it was deleted.
    public func newIndexPath(for indexPath: ListIndexPath) -> ListIndexPath? {
        if deletedSections.contains(indexPath.section) || deletedRows.contains(indexPath) { return nil }
        if let move = movedRows.first(where: { $0.source == indexPath }) { return move.destination }
        let section = newSectionIndex(for: indexPath.section)
        // The row's new index: remove rows leaving its old section before it, then make room for
        // rows arriving in its new section.
        let leaving = deletedRows.count { $0.section == indexPath.section && $0.item < indexPath.item }
            + movedRows.count { $0.source.section == indexPath.section && $0.source.item < indexPath.item }
        var item = indexPath.item - leaving
        let arriving = (insertedRows.filter { $0.section == section }.map(\.item)
            + movedRows.filter { $0.destination.section == section }.map(\.destination.item)).sorted()
        for position in arriving where position <= item {
            item += 1
        }
        return ListIndexPath(item: item, section: section)
    }

    /// The index after the update of the kept section at `section` (before the update).
    private func newSectionIndex(for section: Int) -> Int {
        if let move = movedSections.first(where: { $0.source == section }) { return move.destination }
        let leaving = deletedSections.count { $0 < section } + movedSections.count { $0.source < section }
        var index = section - leaving
        let arriving = (Array(insertedSections) + movedSections.map(\.destination)).sorted()
        for position in arriving where position <= index {
            index += 1
        }
        return index
    }
}
