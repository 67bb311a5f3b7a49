import StrataList

/// What a ``ListView`` bound to a `ListDataSource` reads from it, type-erased so that the list
/// stays one non-generic class. Every closure holds the data source weakly.
@MainActor
struct ListViewBinding {
    /// The row count of every section.
    var rowCounts: @MainActor () -> [Int]
    /// The identity of the item at an index path, to remember which item is selected.
    var item: @MainActor (ListIndexPath) -> AnyHashable?
    /// Where an item is now, to find the selected item again when the changeset cannot say (an
    /// item that changes into an inserted section is a delete plus an insert, not a move).
    var indexPath: @MainActor (AnyHashable) -> ListIndexPath?
}
