/// An item that changed place: its index path in the old snapshot and in the new one.
///
/// Part of a ``ListChangeset``. The two index paths may name different sections: an item that
/// changes section is a move, so its cell animates to the new place instead of being rebuilt.
public struct ListItemMove: Hashable, Sendable {
    /// The index path of the item in the old snapshot.
    public var source: ListIndexPath
    /// The index path of the item in the new snapshot.
    public var destination: ListIndexPath

    /// Creates a move of the item at `source` (old) to `destination` (new).
    @inlinable
    public init(source: ListIndexPath, destination: ListIndexPath) {
        self.source = source
        self.destination = destination
    }
}
