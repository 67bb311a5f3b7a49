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
