import StrataList

/// The index paths of one batch update a ``RecordingListRenderer`` received, without identifiers,
/// so tests can compare them with plain literals.
public struct RecordedBatchUpdate: Hashable, Sendable {
    /// Old indices of deleted sections.
    public var sectionDeletes: [Int]
    /// New indices of inserted sections.
    public var sectionInserts: [Int]
    /// Section moves, old → new.
    public var sectionMoves: [ListSectionMove]
    /// New indices of reloaded sections.
    public var sectionReloads: [Int]
    /// Old index paths of deleted items.
    public var itemDeletes: [ListIndexPath]
    /// New index paths of inserted items.
    public var itemInserts: [ListIndexPath]
    /// Item moves, old → new.
    public var itemMoves: [ListItemMove]
    /// New index paths of reloaded items.
    public var itemReloads: [ListIndexPath]
    /// New index paths of reconfigured items.
    public var itemReconfigures: [ListIndexPath]

    /// Creates a record; every list defaults to empty so a test names only what it expects.
    public init(
        sectionDeletes: [Int] = [],
        sectionInserts: [Int] = [],
        sectionMoves: [ListSectionMove] = [],
        sectionReloads: [Int] = [],
        itemDeletes: [ListIndexPath] = [],
        itemInserts: [ListIndexPath] = [],
        itemMoves: [ListItemMove] = [],
        itemReloads: [ListIndexPath] = [],
        itemReconfigures: [ListIndexPath] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
        self.itemReconfigures = itemReconfigures
    }

    /// Records the index paths of `changeset`.
    public init<Section, Item>(_ changeset: ListChangeset<Section, Item>) {
        self.init(
            sectionDeletes: changeset.sectionDeletes,
            sectionInserts: changeset.sectionInserts.map(\.index),
            sectionMoves: changeset.sectionMoves,
            sectionReloads: changeset.sectionReloads,
            itemDeletes: changeset.itemDeletes,
            itemInserts: changeset.itemInserts.map(\.indexPath),
            itemMoves: changeset.itemMoves,
            itemReloads: changeset.itemReloads,
            itemReconfigures: changeset.itemReconfigures
        )
    }
}
