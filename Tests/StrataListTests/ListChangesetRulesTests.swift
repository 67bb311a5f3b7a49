import PropertyBased
import StrataList
import StrataTesting
import Testing

/// The rules of applying a changeset, written once in StrataList: `apply(to:)` throws the first
/// broken rule, `batchUpdateProblems(from:to:)` lists them all.
@Suite("ListChangeset rules")
struct ListChangesetRulesTests {
    /// Old: a = [1, 2], b = [3].
    static let old = (try? Snapshot<String, Int>(sections: [("a", [1, 2]), ("b", [3])])) ?? Snapshot()
    /// New: a = [1, 2, 4], b = [3]; the diff inserts 4 at [0, 2].
    static let new = (try? Snapshot<String, Int>(sections: [("a", [1, 2, 4]), ("b", [3])])) ?? Snapshot()

    /// The changeset from ``old`` to ``new``, edited.
    static func changeset(_ edit: (inout ListChangeset<String, Int>) -> Void) -> ListChangeset<String, Int> {
        var changeset = ListChangeset(from: old, to: new)
        edit(&changeset)
        return changeset
    }

    static func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    /// Each case: a changeset from ``old`` to ``new`` that breaks one rule, and the sentence naming it.
    static let brokenRules: [(ListChangeset<String, Int>, String)] = [
        (changeset { $0.itemDeletes = [path(0, 7)] }, "item [0, 7] is out of range in the old snapshot"),
        (changeset { $0.itemDeletes = [path(0, 0), path(0, 0)] }, "item [0, 0] is removed twice"),
        (
            changeset { $0.itemMoves = [ListItemMove(source: path(1, 0), destination: path(0, 0))]; $0.sectionDeletes = [1] },
            "item [1, 0] is removed from section 1, which is deleted"
        ),
        (changeset { $0.sectionDeletes = [5] }, "section 5 is out of range in the old snapshot"),
        (
            changeset { $0.sectionDeletes = [0]; $0.sectionMoves = [ListSectionMove(source: 0, destination: 1)] },
            "section 0 is removed twice"
        ),
        (
            changeset {
                $0.sectionInserts = [
                    ListSectionInsertion(index: 0, section: "x", items: []), ListSectionInsertion(index: 0, section: "y", items: []),
                ]
            },
            "section 0 is added twice"
        ),
        (
            changeset { $0.sectionInserts = [ListSectionInsertion(index: 3, section: "x", items: [])] },
            "section 3 is out of range in the new snapshot"
        ),
        (changeset { $0.itemInserts.append(ListItemInsertion(indexPath: path(0, 2), item: 5)) }, "item [0, 2] is added twice"),
        (
            changeset {
                $0.sectionInserts = [ListSectionInsertion(index: 0, section: "x", items: [])]
                $0.itemInserts = [ListItemInsertion(indexPath: path(0, 0), item: 4)]
            },
            "item [0, 0] is added to section 0, which is inserted"
        ),
        (changeset { $0.itemInserts = [ListItemInsertion(indexPath: path(0, 5), item: 4)] }, "item [0, 5] is out of range in the new snapshot"),
        (changeset { $0.itemInserts = [ListItemInsertion(indexPath: path(4, 0), item: 4)] }, "item [4, 0] is out of range in the new snapshot"),
        (changeset { $0.itemReloads = [path(1, 1)] }, "reloaded item [1, 1] is out of range in the new snapshot"),
        (changeset { $0.itemReconfigures = [path(0, 3)] }, "reloaded item [0, 3] is out of range in the new snapshot"),
        (changeset { $0.sectionReloads = [2] }, "reloaded section 2 is out of range in the new snapshot"),
    ]

    @Test("each broken rule is named by one sentence, and apply(to:) throws the first", arguments: brokenRules)
    func brokenRule(changeset: ListChangeset<String, Int>, problem: String) {
        let problems = changeset.batchUpdateProblems(from: Self.old, to: Self.new)
        #expect(problems.first == problem, "\(problems)")
        #expect(throws: SnapshotError.changesetDoesNotFit(problem)) { try changeset.apply(to: Self.old) }
    }

    @Test("a changeset that fits but leads elsewhere breaks UIKit's count rule")
    func countRule() {
        let missingInsert = Self.changeset { $0.itemInserts = [] }
        #expect(throws: Never.self) { try missingInsert.apply(to: Self.old) }
        #expect(missingInsert.batchUpdateProblems(from: Self.old, to: Self.new) == ["section 0 → 0: 2 − 0 + 0 ≠ 3 items"])

        let extraSection = Self.changeset { $0.sectionInserts = [ListSectionInsertion(index: 2, section: "c", items: [])] }
        #expect(
            extraSection.batchUpdateProblems(from: Self.old, to: Self.new)
                == ["section counts do not add up: the changeset leaves 3 sections, the new snapshot has 2"]
        )
    }

    @Test("a changeset that fits, keeps the counts, but orders items differently is reported as leading elsewhere")
    func wrongOrder() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, [1, 2, 3])])
        let new = try Snapshot<Int, Int>(sections: [(0, [3, 1, 2])])
        var changeset = ListChangeset(from: old, to: new)
        changeset.itemMoves = [ListItemMove(source: Self.path(0, 2), destination: Self.path(0, 2))]
        #expect(changeset.batchUpdateProblems(from: old, to: new) == [
            "applying the changeset to the old snapshot gives Snapshot(0: 1, 2, 3), not Snapshot(0: 3, 1, 2)",
        ])
    }

    @Test("a result holding an identifier twice is a duplicate-identifier error")
    func duplicateInResult() {
        let changeset = Self.changeset { $0.itemInserts = [ListItemInsertion(indexPath: Self.path(0, 2), item: 3)] }
        #expect(throws: SnapshotError.duplicateItem("3")) { try changeset.apply(to: Self.old) }
        #expect(changeset.batchUpdateProblems(from: Self.old, to: Self.new) == [SnapshotError.duplicateItem("3").description])
    }

    /// `changeset` with one random change that may break it: an operation dropped, duplicated or
    /// shifted, or a reload added.
    private static func perturbed(
        _ changeset: ListChangeset<Int, Int>,
        using random: inout SplitMix64
    ) -> ListChangeset<Int, Int> {
        var result = changeset
        let shift = [-1, 1, 7].randomElement(using: &random) ?? 1
        func shifted(_ path: ListIndexPath) -> ListIndexPath {
            Bool.random(using: &random) ? ListIndexPath(item: path.item + shift, section: path.section)
                : ListIndexPath(item: path.item, section: path.section + shift)
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where !result.itemInserts.isEmpty:
            result.itemInserts.remove(at: Int.random(in: result.itemInserts.indices, using: &random))
        case 1 where !result.itemDeletes.isEmpty:
            let index = Int.random(in: result.itemDeletes.indices, using: &random)
            result.itemDeletes[index] = shifted(result.itemDeletes[index])
        case 2 where !result.itemMoves.isEmpty:
            result.itemMoves.append(result.itemMoves[Int.random(in: result.itemMoves.indices, using: &random)])
        case 3 where !result.itemMoves.isEmpty:
            let index = Int.random(in: result.itemMoves.indices, using: &random)
            result.itemMoves[index].destination = shifted(result.itemMoves[index].destination)
        case 4 where !result.sectionInserts.isEmpty:
            let index = Int.random(in: result.sectionInserts.indices, using: &random)
            result.sectionInserts[index].index += shift
        case 5 where !result.sectionDeletes.isEmpty:
            result.sectionDeletes.remove(at: Int.random(in: result.sectionDeletes.indices, using: &random))
        case 6 where !result.sectionMoves.isEmpty:
            let index = Int.random(in: result.sectionMoves.indices, using: &random)
            result.sectionMoves[index].destination += shift
        case 7:
            result.itemReloads.append(ListIndexPath(item: Int.random(in: -1...8, using: &random), section: Int.random(in: -1...4, using: &random)))
        case 8:
            result.itemDeletes.append(ListIndexPath(item: Int.random(in: 0...8, using: &random), section: Int.random(in: 0...4, using: &random)))
        default:
            break
        }
        return result
    }

    @Test(
        "over random and randomly broken changesets, batchUpdateProblems is empty exactly when apply(to:) yields the new snapshot"
    )
    func problemsIffApplyFails() async {
        await propertyCheck(count: 3_000, input: ListChangesetPropertyTests.seeds) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let old = RandomSnapshots.snapshot(using: &random, itemPool: 40)
            let new = RandomSnapshots.edited(old, using: &random)
            let changeset = Self.perturbed(ListChangeset(from: old, to: new), using: &random)
            let problems = changeset.batchUpdateProblems(from: old, to: new)
            let result = Result { () throws(SnapshotError) in try changeset.apply(to: old) }
            #expect(problems.isEmpty == ((try? result.get()) == new), "seed \(seed): \(problems)")
            if case .failure(.changesetDoesNotFit(let reason)) = result {
                #expect(problems.first == reason, "seed \(seed): apply(to:) throws the first problem listed")
            }
        }
    }
}
