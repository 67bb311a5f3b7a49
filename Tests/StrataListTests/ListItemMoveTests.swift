import StrataList
import Testing

@Suite("ListItemMove")
struct ListItemMoveTests {
    @Test("a move names the old index path as source and the new one as destination, across sections too")
    func sourceAndDestination() throws {
        let old = try Snapshot<String, Int>(sections: [("a", [1, 2]), ("b", [3])])
        let new = try Snapshot<String, Int>(sections: [("a", [2]), ("b", [3, 1])])
        let move = try #require(ListChangeset(from: old, to: new).itemMoves.first)
        #expect(move == ListItemMove(source: ListIndexPath(item: 0, section: 0), destination: ListIndexPath(item: 1, section: 1)))
        #expect(old.itemIdentifier(at: move.source) == new.itemIdentifier(at: move.destination))
    }
}
