import PropertyBased
import StrataList
import StrataTesting
import Testing

@Suite("ListChangeset properties over random snapshot pairs")
struct ListChangesetPropertyTests {
    static let seeds = Gen.int(in: 0...Int.max)

    @Test("applying the changeset to unrelated random snapshots yields the new one, moves are minimal, UIKit rules hold")
    func unrelatedPairs() async {
        await propertyCheck(count: 4_000, input: Self.seeds) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let old = RandomSnapshots.snapshot(using: &random)
            let new = RandomSnapshots.snapshot(using: &random)
            let changeset = ListChangeset(from: old, to: new)
            #expect(changeset.batchUpdateProblems(from: old, to: new) == [], "seed \(seed): \(old) → \(new)")
            #expect(changeset.itemMoves.count == minimalItemMoves(from: old, to: new), "seed \(seed)")
            #expect(changeset.sectionMoves.count == minimalSectionMoves(from: old, to: new), "seed \(seed)")
        }
    }

    @Test("applying the changeset to edited snapshots (small real-world updates) yields the new one with minimal moves")
    func editedPairs() async {
        await propertyCheck(count: 4_000, input: Self.seeds) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let old = RandomSnapshots.snapshot(using: &random, itemPool: 60)
            let new = RandomSnapshots.edited(old, using: &random)
            let changeset = ListChangeset(from: old, to: new)
            #expect(changeset.batchUpdateProblems(from: old, to: new) == [], "seed \(seed): \(old) → \(new)")
            #expect(changeset.itemMoves.count == minimalItemMoves(from: old, to: new), "seed \(seed)")
            #expect(changeset.sectionMoves.count == minimalSectionMoves(from: old, to: new), "seed \(seed)")
        }
    }

    @Test("large lists edited in runs longer than the look-ahead: the changeset yields the new one with minimal moves")
    func blockEditedPairs() async {
        await propertyCheck(count: 1_500, input: Self.seeds) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let old = RandomSnapshots.large(using: &random)
            let new = RandomSnapshots.blockEdited(old, using: &random)
            let changeset = ListChangeset(from: old, to: new)
            #expect(changeset.batchUpdateProblems(from: old, to: new) == [], "seed \(seed)")
            #expect(changeset.itemMoves.count == minimalItemMoves(from: old, to: new), "seed \(seed)")
            #expect(changeset.sectionMoves.count == minimalSectionMoves(from: old, to: new), "seed \(seed)")
        }
    }

    @Test("large lists against a random reordering of part of their items: the changeset yields the new one with minimal moves")
    func largeShuffledPairs() async {
        await propertyCheck(count: 500, input: Self.seeds) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let old = RandomSnapshots.large(using: &random, maxItems: 300)
            let kept = old.itemIdentifiers.filter { _ in Int.random(in: 0..<10, using: &random) > 0 }
            var items = kept + (1_000..<1_000 + Int.random(in: 0...30, using: &random))
            let shuffledCount = Int.random(in: 0...items.count, using: &random)
            for index in 0..<shuffledCount {
                items.swapAt(index, Int.random(in: index..<items.count, using: &random))
            }
            let new = (try? Snapshot<Int, Int>(sections: [(Int.random(in: 0...1, using: &random), items)])) ?? Snapshot()
            let changeset = ListChangeset(from: old, to: new)
            #expect(changeset.batchUpdateProblems(from: old, to: new) == [], "seed \(seed)")
            #expect(changeset.itemMoves.count == minimalItemMoves(from: old, to: new), "seed \(seed)")
        }
    }

    @Test("a snapshot diffed against itself is an empty changeset")
    func identity() async {
        await propertyCheck(count: 1_000, input: Self.seeds) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let snapshot = RandomSnapshots.snapshot(using: &random)
            #expect(ListChangeset(from: snapshot, to: snapshot).isEmpty)
        }
    }

    @Test("single-section permutations: moves equal the items off a longest increasing subsequence")
    func permutations() async {
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...40).array(of: 0...40)) { values in
            let unique = Array(Set(values)).sorted()
            let shuffled = values.reduce(into: [Int]()) { result, value in
                if !result.contains(value) { result.append(value) }
            }
            let old = try Snapshot<Int, Int>(sections: [(0, unique)])
            let new = try Snapshot<Int, Int>(sections: [(0, shuffled)])
            let changeset = ListChangeset(from: old, to: new)
            #expect(changeset.itemMoves.count == shuffled.count - longestIncreasingLength(shuffled))
            #expect(changeset.itemDeletes.isEmpty && changeset.itemInserts.isEmpty)
            #expect(try changeset.apply(to: old) == new)
        }
    }

    @Test("content-aware diffs reload exactly the kept items whose content changed, at their new index paths (small and large lists)")
    func contentReloads() async {
        await propertyCheck(count: 2_000, input: Self.seeds) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let large = Bool.random(using: &random)
            let oldIDs = large ? RandomSnapshots.large(using: &random, maxItems: 300) : RandomSnapshots.snapshot(using: &random)
            let newIDs = large ? RandomSnapshots.blockEdited(oldIDs, using: &random) : RandomSnapshots.edited(oldIDs, using: &random)
            let titles = ["a", "b"]
            func rows(_ snapshot: Snapshot<Int, Int>, _ random: inout SplitMix64) throws -> Snapshot<Int, Row> {
                try Snapshot(sections: snapshot.sectionIdentifiers.map { section in
                    (section, (snapshot.itemIdentifiers(inSection: section) ?? []).map {
                        Row(id: $0, title: titles.randomElement(using: &random) ?? "a")
                    })
                })
            }
            let old = try rows(oldIDs, &random)
            let new = try rows(newIDs, &random)
            var expected: [ListIndexPath] = []
            for (sectionIndex, section) in new.sectionIdentifiers.enumerated() where old.contains(section: section) {
                for (itemIndex, row) in (new.itemIdentifiers(inSection: section) ?? []).enumerated() {
                    guard let oldSection = old.sectionIdentifier(containingItem: row), new.contains(section: oldSection),
                        let oldPath = old.indexPath(for: row), let oldRow = old.itemIdentifier(at: oldPath)
                    else { continue }
                    if oldRow.title != row.title { expected.append(ListIndexPath(item: itemIndex, section: sectionIndex)) }
                }
            }
            let changeset = ListChangeset(from: old, to: new)
            #expect(changeset.itemReloads == expected, "seed \(seed)")
            #expect(changeset.batchUpdateProblems(from: old, to: new) == [], "seed \(seed)")
        }
    }
}
