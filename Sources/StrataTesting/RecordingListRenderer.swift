import StrataList

/// A list view for tests: records every update a `ListDataSource` sends it.
///
/// Give it to the data source (or to the screen's data-source wrapper) in place of a real list,
/// then assert on ``updates``:
///
/// ```swift
/// let list = RecordingListRenderer<String>()
/// let dataSource = ListDataSource<Int, String, RecordingListRenderer<String>>(renderer: list) { _, _, item in item }
/// try dataSource.apply(sections: [(0, ["a", "b"])])
/// #expect(list.updates == [.batchUpdates(RecordedBatchUpdate(sectionInserts: [0]))])
/// ```
///
/// By default it reports each batch as finished at once. Set ``completesImmediately`` to `false`
/// to hold completions until ``finishPendingUpdates(finished:)``, to test code that waits for an
/// animation.
@MainActor
public final class RecordingListRenderer<Cell>: ListRendering {
    /// The updates received, oldest first.
    public private(set) var updates: [RecordedListUpdate] = []
    /// Whether batch completions run as soon as the batch is received.
    public var completesImmediately: Bool
    private var pendingCompletions: [@MainActor (Bool) -> Void] = []

    /// Creates a renderer with no recorded update.
    public init(completesImmediately: Bool = true) {
        self.completesImmediately = completesImmediately
    }

    /// How many batch completions are waiting for ``finishPendingUpdates(finished:)``.
    public var pendingUpdateCount: Int {
        pendingCompletions.count
    }

    public func performBatchUpdates<Section, Item>(
        _ changeset: ListChangeset<Section, Item>,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        updates.append(.batchUpdates(RecordedBatchUpdate(changeset)))
        if completesImmediately {
            completion(true)
        } else {
            pendingCompletions.append(completion)
        }
    }

    public func reloadData() {
        updates.append(.reloadData)
    }

    /// Runs the held batch completions, oldest first, reporting `finished`.
    public func finishPendingUpdates(finished: Bool = true) {
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion(finished) }
    }

    /// Forgets the recorded updates, to assert on the next ones only.
    public func clearUpdates() {
        updates = []
    }
}

/// One update a ``RecordingListRenderer`` received.
public enum RecordedListUpdate: Hashable, Sendable {
    /// An animated batch update, with its index paths.
    case batchUpdates(RecordedBatchUpdate)
    /// A reload of everything, without animation.
    case reloadData
}

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
