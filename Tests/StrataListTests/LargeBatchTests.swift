import PropertyBased
import Testing

@testable import StrataList

/// Snapshots built from large batches: the same answers as small ones.
@Suite("Snapshots built from large batches")
struct LargeBatchTests {
    /// Sizes from a few thousand items to tens of thousands.
    static let sizes = [5_000, 10_241, 40_000]

    @Test("every item of a large batch is found where it was put", arguments: sizes)
    func largeBatchLookups(count: Int) throws {
        let items = (0..<count).map { Colliding(id: $0, buckets: 1 << 40) }
        let snapshot = try Snapshot<Int, Colliding>(sections: [(0, [items[0]]), (1, Array(items[1...]))])
        #expect(snapshot.numberOfItems == count)
        #expect(snapshot.indexPath(for: items[0]) == ListIndexPath(item: 0, section: 0))
        for position in 1..<count where snapshot.indexPath(for: items[position]) != ListIndexPath(item: position - 1, section: 1) {
            Issue.record("item \(position) is at \(String(describing: snapshot.indexPath(for: items[position])))")
            break
        }
        #expect(snapshot.indexPath(for: Colliding(id: count, buckets: 1 << 40)) == nil)
    }

    @Test("a duplicate in a large batch is named, first one first, wherever it is, whatever the hash values")
    func largeBatchDuplicates() async {
        let count = 16_391
        // Where the repeats go, which items they repeat, and how coarse the hash is.
        await propertyCheck(
            count: 30,
            input: Gen.int(in: 1...(count - 1)).array(of: 1...3), Gen.int(in: 0...(count - 1)).array(of: 3), Gen.int(in: 0...1)
        ) { positions, sources, coarseness in
            let buckets = [1 << 40, 1_000][coarseness]
            var items = (0..<count).map { Colliding(id: $0, buckets: buckets) }
            for (offset, position) in positions.enumerated() {
                items[position] = Colliding(id: sources[offset] % position, buckets: buckets)
            }
            // The first item that repeats an earlier one, found the slow way.
            var seen = Set<Int>()
            let firstRepeat = items.first { !seen.insert($0.id).inserted }
            var snapshot = Snapshot<Int, Colliding>()
            try? snapshot.appendSections([0])
            if let firstRepeat {
                #expect(throws: SnapshotError.duplicateItem(firstRepeat.description)) {
                    try snapshot.appendItems(items, toSection: 0)
                }
                #expect(snapshot.numberOfItems == 0)
            } else {
                #expect(throws: Never.self) { try snapshot.appendItems(items, toSection: 0) }
            }
        }
    }
}
