import StrataList

extension ListUpdate {
    /// Converts the changeset a `ListDataSource` computed into the list view's update.
    ///
    /// Both use the same index conventions, so this is a plain change of shape: section and row
    /// deletes, inserts and moves (including moves between sections) are carried over, and
    /// reloads and reconfigurations both become ``reloadedRows`` (a terminal row is redrawn from
    /// its cell either way).
    public init<Section, Item>(_ changeset: ListChangeset<Section, Item>) {
        self.init(
            deletedSections: Set(changeset.sectionDeletes),
            insertedSections: Set(changeset.sectionInserts.map(\.index)),
            movedSections: changeset.sectionMoves,
            deletedRows: Set(changeset.itemDeletes),
            insertedRows: Set(changeset.itemInserts.map(\.indexPath)),
            movedRows: changeset.itemMoves,
            reloadedRows: Set(changeset.itemReloads + changeset.itemReconfigures)
        )
    }
}
