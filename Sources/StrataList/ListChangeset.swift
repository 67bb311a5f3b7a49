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

extension ListChangeset {
    /// Computes the changes that turn `old` into `new`, by identity only.
    ///
    /// Use it when an item's identifier is all its content (or when content changes are marked
    /// with ``Snapshot/reloadItems(_:)``). Linear in the number of items, plus O(n log n) for the
    /// items that kept their section (close to linear when few moved).
    @inlinable
    public init(from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>) {
        self = ListDiffer.changeset(from: old, to: new, comparison: IdentityComparison())
    }

    /// Computes the changes that turn `old` into `new`, reporting a kept item as reloaded when
    /// `isContentEqual(oldValue, newValue)` is `false`.
    ///
    /// Use it when items carry content beyond their identity and the type cannot conform to
    /// ``ContentEquatable`` (or you need another notion of "changed").
    @inlinable
    public init(
        from old: Snapshot<Section, Item>,
        to new: Snapshot<Section, Item>,
        isContentEqual: (Item, Item) -> Bool
    ) {
        self = withoutActuallyEscaping(isContentEqual) { isContentEqual in
            ListDiffer.changeset(from: old, to: new, comparison: ClosureContentComparison(isContentEqual))
        }
    }
}

extension ListChangeset where Item: ContentEquatable {
    /// Computes the changes that turn `old` into `new`, reporting a kept item whose content
    /// changed (``ContentEquatable/isContentEqual(to:)``) as reloaded.
    @inlinable
    public init(from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>) {
        self = ListDiffer.changeset(from: old, to: new, comparison: ContentEquatableComparison())
    }
}

extension ListChangeset {
    /// Applies the changes to `snapshot`, in the order a list view performs a batch update, and
    /// returns the result: for the `old` snapshot the changeset was computed from, exactly `new`
    /// (without reload marks).
    ///
    /// Use it in tests, in drivers that do not batch (they can apply and redraw), or to check that
    /// a changeset fits a snapshot before handing it to a list view: it checks the rules
    /// `UICollectionView.performBatchUpdates` enforces (every index in range, nothing removed or
    /// added twice, no item removed from a deleted section or added to an inserted one, reloads
    /// naming rows of the result).
    /// - Throws: ``SnapshotError/changesetDoesNotFit(_:)`` naming the first broken rule (the
    ///   changeset was computed from another snapshot), or a duplicate-identifier error if the
    ///   result would hold an identifier twice.
    public func apply(to snapshot: Snapshot<Section, Item>) throws(SnapshotError) -> Snapshot<Section, Item> {
        try ListChangesetApplication(self, appliedTo: snapshot).snapshot()
    }
}

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

/// A section that appears, with all its items: its index in the new snapshot and its content.
///
/// Part of a ``ListChangeset``. The items of an inserted section are not listed again as item
/// insertions (UIKit rejects inserting items into a section that is being inserted): the section
/// insertion brings them.
public struct ListSectionInsertion<Section: Hashable & Sendable, Item: Hashable & Sendable>: Hashable, Sendable {
    /// Where the section is in the new snapshot.
    public var index: Int
    /// The inserted section.
    public var section: Section
    /// The items of the inserted section, in order.
    public var items: [Item]

    /// Creates the insertion of `section` with `items` at `index` (new snapshot).
    @inlinable
    public init(index: Int, section: Section, items: [Item]) {
        self.index = index
        self.section = section
        self.items = items
    }
}

/// A section that changed place: where it was in the old snapshot, where it is in the new one.
///
/// Part of a ``ListChangeset``; a driver passes it to its list's section-move call.
public struct ListSectionMove: Hashable, Sendable {
    /// The index of the section in the old snapshot.
    public var source: Int
    /// The index of the section in the new snapshot.
    public var destination: Int

    /// Creates a move of the section at `source` (old) to `destination` (new).
    @inlinable
    public init(source: Int, destination: Int) {
        self.source = source
        self.destination = destination
    }
}
