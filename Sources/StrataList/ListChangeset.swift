/// The difference between two snapshots, staged the way list views apply batch updates.
///
/// Compute one with `init(from:to:)` (or the content-aware variants), then either hand it to a
/// list view (``ListRendering/performBatchUpdates(_:completion:)``) or apply it to a snapshot
/// (``apply(to:)``). Applying it to the old snapshot yields exactly the new one.
///
/// ## Index conventions (those of `UICollectionView.performBatchUpdates`)
/// - Deletes and move sources are index paths in the **old** snapshot.
/// - Inserts and move destinations are index paths in the **new** snapshot.
/// - Reloads and reconfigurations are index paths in the **new** snapshot: apply them after the
///   batch (UIKit: `reconfigureItems` or `reloadItems` in the completion or a second batch),
///   which stays valid even for an item that also moved.
///
/// Inside one batch, a list view conceptually removes deleted and moved-out items (descending),
/// then deleted and moved-out sections, then inserts sections and moved-in sections (ascending),
/// then inserted and moved-in items (ascending). Items inside a deleted section are not listed as
/// item deletes, and items inside an inserted section are not listed as item inserts: the section
/// operation covers them, as UIKit requires. An item whose old or new section is deleted or
/// inserted is a delete plus an insert, not a move.
///
/// Moves are minimal: within a section kept in both snapshots, the items that keep their relative
/// order form a longest increasing subsequence and stay put; only the others are moved. Moving
/// one item to the top is one move. Sections are handled the same way.
public struct ListChangeset<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable, Equatable {
    /// Indices (old snapshot) of the sections that disappear, ascending.
    public var sectionDeletes: [Int] = []
    /// Sections that appear, with their items, by ascending index (new snapshot).
    public var sectionInserts: [ListSectionInsertion<Section, Item>] = []
    /// Sections kept in both snapshots whose relative order changed, by ascending destination.
    public var sectionMoves: [ListSectionMove] = []
    /// Indices (new snapshot) of kept sections marked with ``Snapshot/reloadSections(_:)``, ascending.
    public var sectionReloads: [Int] = []
    /// Index paths (old snapshot) of the items that disappear, ascending.
    public var itemDeletes: [ListIndexPath] = []
    /// Items that appear, by ascending index path (new snapshot).
    public var itemInserts: [ListItemInsertion<Item>] = []
    /// Items kept in both snapshots that moved, by ascending destination.
    public var itemMoves: [ListItemMove] = []
    /// Index paths (new snapshot) of kept items marked with ``Snapshot/reloadItems(_:)`` or whose
    /// content changed, ascending.
    public var itemReloads: [ListIndexPath] = []
    /// Index paths (new snapshot) of kept items marked with ``Snapshot/reconfigureItems(_:)``,
    /// ascending.
    public var itemReconfigures: [ListIndexPath] = []

    /// Creates an empty changeset; the diff initialisers fill one in.
    public init() {}

    /// Whether the changeset changes nothing at all (no structural change, no reload).
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty
    }
}
