import StrataList

/// A list view for the update benchmark: keeps the last changeset it was asked to animate, as a
/// recording renderer in tests does, and completes at once.
@MainActor
final class CountingRenderer: ListRendering {
    typealias Cell = BenchmarkRow

    private(set) var batchCount = 0
    private(set) var lastChangeCount = 0

    func performBatchUpdates<Section, Item>(
        _ changeset: ListChangeset<Section, Item>,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        batchCount += 1
        lastChangeCount = changeset.itemInserts.count + changeset.itemDeletes.count + changeset.itemMoves.count
            + changeset.itemReloads.count
        completion(true)
    }

    func reloadData() {}
}
