import StrataList
import Testing

@Suite("ListSectionInsertion")
struct ListSectionInsertionTests {
    @Test("an inserted section carries its identifier and all its items, even empty")
    func carriesItems() throws {
        let old = try Snapshot<String, Int>(sections: [("b", [2])])
        let new = try Snapshot<String, Int>(sections: [("a", []), ("b", [2]), ("c", [3, 4])])
        let inserts = ListChangeset(from: old, to: new).sectionInserts
        #expect(inserts == [
            ListSectionInsertion(index: 0, section: "a", items: []),
            ListSectionInsertion(index: 2, section: "c", items: [3, 4]),
        ])
    }
}
