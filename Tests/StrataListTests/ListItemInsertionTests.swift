import StrataList
import Testing

@Suite("ListItemInsertion")
struct ListItemInsertionTests {
    @Test("an insertion carries the new index path and the item, in ascending order")
    func carriesItem() throws {
        let old = try Snapshot<Int, String>(sections: [(0, ["b"])])
        let new = try Snapshot<Int, String>(sections: [(0, ["a", "b", "c"])])
        let inserts = ListChangeset(from: old, to: new).itemInserts
        #expect(inserts.map(\.item) == ["a", "c"])
        #expect(inserts.map(\.indexPath) == [ListIndexPath(item: 0, section: 0), ListIndexPath(item: 2, section: 0)])
        for insertion in inserts { #expect(new.itemIdentifier(at: insertion.indexPath) == insertion.item) }
    }
}
