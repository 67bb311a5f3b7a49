/// A batch of changes to a ``ListView``'s rows, in the staged order of collection-view batch updates.
///
/// Deletions (of sections and rows) and move sources refer to positions *before* the update;
/// insertions, move destinations refer to positions *after* it; reloads refer to rows before the
/// update that still exist. Pass it to ``ListView/performUpdates(_:rowCounts:)`` with the row
/// counts after the update; the list keeps the selection on the same item where it can.
public struct ListUpdate: Hashable, Sendable {
    /// A row that moved.
    public struct Move: Hashable, Sendable {
        /// Where the row was before the update.
        public var from: ListIndexPath
        /// Where the row is after the update.
        public var to: ListIndexPath

        /// Creates a move.
        public init(from: ListIndexPath, to: ListIndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections removed, by their index before the update.
    public var deletedSections: Set<Int>
    /// Sections added, by their index after the update.
    public var insertedSections: Set<Int>
    /// Rows removed, by their position before the update.
    public var deletedRows: Set<ListIndexPath>
    /// Rows added, by their position after the update.
    public var insertedRows: Set<ListIndexPath>
    /// Rows that moved.
    public var movedRows: [Move]
    /// Rows whose content changed in place.
    public var reloadedRows: Set<ListIndexPath>

    /// Creates an update.
    public init(
        deletedSections: Set<Int> = [], insertedSections: Set<Int> = [],
        deletedRows: Set<ListIndexPath> = [], insertedRows: Set<ListIndexPath> = [],
        movedRows: [Move] = [], reloadedRows: Set<ListIndexPath> = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.movedRows = movedRows
        self.reloadedRows = reloadedRows
    }

    /// Where the row at `indexPath` (before the update) is after it, or `nil` if it was deleted.
    public func newIndexPath(for indexPath: ListIndexPath) -> ListIndexPath? {
        if deletedSections.contains(indexPath.section) || deletedRows.contains(indexPath) { return nil }
        if let move = movedRows.first(where: { $0.from == indexPath }) { return move.to }
        // The section's new index: shift down past deleted sections, then up past inserted ones.
        var section = indexPath.section - deletedSections.filter { $0 < indexPath.section }.count
        for inserted in insertedSections.sorted() where inserted <= section {
            section += 1
        }
        // The row's new index: remove rows leaving before it, then make room for rows arriving.
        let leaving = deletedRows.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
            + movedRows.filter { $0.from.section == indexPath.section && $0.from.row < indexPath.row }.count
        var row = indexPath.row - leaving
        let arriving = (insertedRows.filter { $0.section == section }.map(\.row)
            + movedRows.filter { $0.to.section == section }.map(\.to.row)).sorted()
        for position in arriving where position <= row {
            row += 1
        }
        return ListIndexPath(row: row, section: section)
    }
}
