import StrataList
import StrataTesting
import Testing

@MainActor
@Suite("RecordingListRenderer")
struct RecordingListRendererTests {
    @Test("records batch updates with their index paths, and reloads, in order")
    func records() throws {
        let list = RecordingListRenderer<Int>()
        let old = try Snapshot<Int, Int>(sections: [(0, [1, 2, 3])])
        let new = try Snapshot<Int, Int>(sections: [(0, [3, 1, 2])])
        var finished: Bool?
        list.performBatchUpdates(ListChangeset(from: old, to: new)) { finished = $0 }
        list.reloadData()
        #expect(finished == true)
        #expect(list.updates == [
            .batchUpdates(RecordedBatchUpdate(itemMoves: [
                ListItemMove(source: ListIndexPath(item: 2, section: 0), destination: ListIndexPath(item: 0, section: 0)),
            ])),
            .reloadData,
        ])
        list.clearUpdates()
        #expect(list.updates.isEmpty)
    }

    @Test("holds completions until told to finish, and reports interruption")
    func heldCompletions() throws {
        let list = RecordingListRenderer<Int>(completesImmediately: false)
        var results: [Bool] = []
        list.performBatchUpdates(ListChangeset<Int, Int>()) { results.append($0) }
        list.performBatchUpdates(ListChangeset<Int, Int>()) { results.append($0) }
        #expect(results.isEmpty)
        list.finishPendingUpdates(finished: false)
        #expect(results == [false, false])
        #expect(list.pendingUpdateCount == 0)
    }

    @Test("batchUpdateProblems flags a changeset UIKit would reject")
    func flagsBadChangesets() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, [1, 2])])
        let new = try Snapshot<Int, Int>(sections: [(0, [1, 2, 3])])
        var changeset = ListChangeset(from: old, to: new)
        #expect(changeset.batchUpdateProblems(from: old, to: new) == [])
        changeset.itemInserts = []
        #expect(!changeset.batchUpdateProblems(from: old, to: new).isEmpty)
        changeset.itemDeletes = [ListIndexPath(item: 7, section: 0)]
        #expect(changeset.batchUpdateProblems(from: old, to: new).contains("item [0, 7] is out of range in the old snapshot"))
    }
}
