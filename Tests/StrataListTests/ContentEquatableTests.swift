import StrataList
import Testing

@Suite("ContentEquatable")
struct ContentEquatableTests {
    @Test("identity decides insert/delete, content decides reload")
    func identityVersusContent() throws {
        let old = try Snapshot<Int, Row>(sections: [(0, [Row(id: 1, title: "a"), Row(id: 2, title: "b")])])
        let new = try Snapshot<Int, Row>(sections: [(0, [Row(id: 1, title: "a"), Row(id: 2, title: "changed")])])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemInserts.isEmpty && changeset.itemDeletes.isEmpty)
        #expect(changeset.itemReloads == [ListIndexPath(item: 1, section: 0)])
    }

    @Test("a moved item whose content changed is both moved and reloaded at its new place")
    func movedAndChanged() throws {
        let old = try Snapshot<Int, Row>(sections: [(0, [Row(id: 1, title: "a"), Row(id: 2, title: "b")])])
        let new = try Snapshot<Int, Row>(sections: [(0, [Row(id: 2, title: "B"), Row(id: 1, title: "a")])])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemMoves.count == 1)
        #expect(changeset.itemReloads == [ListIndexPath(item: 0, section: 0)])
    }
}
