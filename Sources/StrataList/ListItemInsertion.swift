/// An item that appears: its index path in the new snapshot and its identifier.
///
/// Part of a ``ListChangeset``. A driver only needs ``indexPath``; the identifier lets
/// ``ListChangeset/apply(to:)`` rebuild the new snapshot from the old one.
public struct ListItemInsertion<Item: Hashable & Sendable>: Hashable, Sendable {
    /// Where the item is in the new snapshot.
    public var indexPath: ListIndexPath
    /// The inserted item.
    public var item: Item

    /// Creates the insertion of `item` at `indexPath` (new snapshot).
    @inlinable
    public init(indexPath: ListIndexPath, item: Item) {
        self.indexPath = indexPath
        self.item = item
    }
}
