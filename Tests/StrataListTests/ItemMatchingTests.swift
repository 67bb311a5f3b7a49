import PropertyBased
import Testing

@testable import StrataList

@Suite("ItemMatching")
struct ItemMatchingTests {
    /// The section maps the diff computes: old index → new index, and new → old (-1 if absent).
    func sectionMaps(from old: Snapshot<Int, Int>, to new: Snapshot<Int, Int>) -> (ContiguousArray<Int>, ContiguousArray<Int>) {
        let oldToNew = ContiguousArray(old.sectionIdentifiers.map { new.indexOfSection($0) ?? -1 })
        let newToOld = ContiguousArray(new.sectionIdentifiers.map { old.indexOfSection($0) ?? -1 })
        return (oldToNew, newToOld)
    }

    /// The flat position (over all sections) of the item at `path` in `snapshot`.
    func flatPosition(of path: ListIndexPath, in snapshot: Snapshot<Int, Int>) -> Int {
        snapshot.sectionIdentifiers.prefix(path.section).reduce(0) { $0 + (snapshot.numberOfItems(inSection: $1) ?? 0) } + path.item
    }

    /// Checks `matching` against the definition: a new item of a kept section is matched to the
    /// same old item when that item's section is kept too, and is an insert otherwise.
    func expectMatchesIdentity(_ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>, seed: Int) {
        let (oldToNew, newToOld) = sectionMaps(from: old, to: new)
        let matching = ItemMatching(from: old, to: new, oldToNewSection: oldToNew, newToOldSection: newToOld, comparison: IdentityComparison())
        var expectedMatched = Set<Int>()
        var expectedInserts = 0
        for (newSection, section) in new.sectionIdentifiers.enumerated() where old.contains(section: section) {
            for (position, item) in (new.itemIdentifiers(inSection: section) ?? []).enumerated() {
                let flat = flatPosition(of: ListIndexPath(item: position, section: newSection), in: new)
                if let oldPath = old.indexPath(for: item), oldToNew[oldPath.section] >= 0 {
                    let oldFlat = flatPosition(of: oldPath, in: old)
                    #expect(matching.sources[flat] == oldFlat, "seed \(seed): item \(item)")
                    expectedMatched.insert(oldFlat)
                } else {
                    #expect(matching.sources[flat] == ItemMatching.inserted, "seed \(seed): item \(item)")
                    expectedInserts += 1
                }
            }
        }
        let matched = Set(matching.isMatched.indices.filter { matching.isMatched[$0] })
        #expect(matched == expectedMatched, "seed \(seed)")
        #expect(matching.unresolvedCount == 0)
        #expect(matching.matchedCount == expectedMatched.count, "seed \(seed)")
        #expect(matching.insertedCount == expectedInserts, "seed \(seed)")
    }

    @Test("every new item is matched to the same old item, or is an insert, after in-order and leftover matching")
    func matchesIdentity() async {
        await propertyCheck(count: 1_500, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let old = RandomSnapshots.large(using: &random, maxItems: 400)
            let new =
                Bool.random(using: &random)
                ? RandomSnapshots.blockEdited(old, using: &random)
                : RandomSnapshots.snapshot(using: &random, itemPool: 400)
            expectMatchesIdentity(old, new, seed: seed)
        }
    }

    @Test("a run of inserted items longer than the look-ahead does not derail in-order matching")
    func longInsertedRun() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, Array(0..<100))])
        let new = try Snapshot<Int, Int>(sections: [(0, Array(0..<10) + Array(1_000..<1_050) + Array(10..<100))])
        expectMatchesIdentity(old, new, seed: 0)
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemInserts.count == 50 && changeset.itemMoves.isEmpty && changeset.itemDeletes.isEmpty)
    }

    @Test("a run of deleted items longer than the look-ahead does not derail in-order matching")
    func longDeletedRun() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, Array(0..<100))])
        let new = try Snapshot<Int, Int>(sections: [(0, Array(0..<10) + Array(60..<100))])
        expectMatchesIdentity(old, new, seed: 0)
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemDeletes.count == 50 && changeset.itemMoves.isEmpty && changeset.itemInserts.isEmpty)
    }

    @Test("a reversed list is matched item by item")
    func reversed() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, Array(0..<50)), (1, [])])
        let new = try Snapshot<Int, Int>(sections: [(1, Array((25..<50).reversed())), (0, Array((0..<25).reversed()))])
        expectMatchesIdentity(old, new, seed: 0)
    }

    @Test("matched items whose content differs are flagged, wherever they moved")
    func contentChanges() throws {
        let old = try Snapshot<Int, Row>(sections: [(0, (0..<40).map { Row(id: $0, title: "a") }), (1, [Row(id: 99, title: "a")])])
        let newRows = (0..<40).reversed().map { Row(id: $0, title: $0 % 3 == 0 ? "b" : "a") } + [Row(id: 99, title: "b")]
        let new = try Snapshot<Int, Row>(sections: [(1, []), (0, newRows)])
        let matching = ItemMatching(
            from: old,
            to: new,
            oldToNewSection: [1, 0],
            newToOldSection: [1, 0],
            comparison: ContentEquatableComparison()
        )
        #expect(matching.contentChanged.count == newRows.count)
        for (position, row) in newRows.enumerated() {
            #expect(matching.contentChanged[position] == (row.title == "b"), "row \(row.id)")
        }
    }

    @Test("flat positions map back to old index paths, across empty sections")
    func flatPositions() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, [1, 2, 3]), (1, []), (2, [4, 5, 6, 7]), (3, []), (4, [8])])
        let matching = ItemMatching(oldSections: old.sectionContents, newSections: [], comparesContent: false)
        #expect(matching.oldStarts == [0, 3, 3, 7, 7, 8])
        let paths = (0..<8).map { matching.oldIndexPath(ofFlatPosition: $0) }
        #expect(paths == old.itemIdentifiers.map { old.indexPath(for: $0)! })
    }
}
