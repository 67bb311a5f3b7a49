import StrataList
import Testing

@Suite("ListSectionMove")
struct ListSectionMoveTests {
    @Test("moving the last section to the top is one section move from its old to its new index")
    func lastToTop() throws {
        let old = try Snapshot<String, Int>(sections: [("a", [1]), ("b", [2]), ("c", [3])])
        var new = old
        try new.moveSection("c", beforeSection: "a")
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.sectionMoves == [ListSectionMove(source: 2, destination: 0)])
        #expect(changeset.itemMoves.isEmpty)
    }
}
