import StrataList
import StrataTesting
import Testing

/// An item whose identity is its id and whose content is its title.
struct Row: Hashable, Sendable, ContentEquatable {
    let id: Int
    var title: String

    static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to other: Row) -> Bool { title == other.title }
}

@Suite("ListChangeset")
struct ListChangesetTests {
    func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    @Test("moving one item to the top is one move, not N")
    func moveToTop() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, Array(0..<100))])
        var new = old
        try new.moveItem(99, beforeItem: 0)
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemMoves == [ListItemMove(source: path(0, 99), destination: path(0, 0))])
        #expect(changeset.itemDeletes.isEmpty && changeset.itemInserts.isEmpty)
    }

    @Test("deletes use old index paths and inserts use new ones")
    func deletesAndInserts() throws {
        let old = try Snapshot<Int, String>(sections: [(0, ["a", "b", "c"])])
        let new = try Snapshot<Int, String>(sections: [(0, ["a", "x", "c", "y"])])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemDeletes == [path(0, 1)])
        #expect(changeset.itemInserts == [ListItemInsertion(indexPath: path(0, 1), item: "x"), ListItemInsertion(indexPath: path(0, 3), item: "y")])
        #expect(changeset.itemMoves.isEmpty)
        #expect(try changeset.apply(to: old) == new)
    }

    @Test("an item that changes section is a move across sections")
    func crossSectionMove() throws {
        let old = try Snapshot<String, Int>(sections: [("inbox", [1, 2, 3]), ("done", [4])])
        let new = try Snapshot<String, Int>(sections: [("inbox", [1, 3]), ("done", [2, 4])])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemMoves == [ListItemMove(source: path(0, 1), destination: path(1, 0))])
        #expect(changeset.itemDeletes.isEmpty && changeset.itemInserts.isEmpty)
        #expect(changeset.batchUpdateProblems(from: old, to: new) == [])
    }

    @Test("an inserted section brings its items; they are not listed as item inserts")
    func sectionInsertBringsItems() throws {
        let old = try Snapshot<String, Int>(sections: [("a", [1])])
        let new = try Snapshot<String, Int>(sections: [("z", [5, 6]), ("a", [1])])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.sectionInserts == [ListSectionInsertion(index: 0, section: "z", items: [5, 6])])
        #expect(changeset.itemInserts.isEmpty && changeset.itemMoves.isEmpty && changeset.sectionMoves.isEmpty)
    }

    @Test("an item leaving a deleted section is a delete plus an insert, as UIKit requires")
    func itemLeavingDeletedSection() throws {
        let old = try Snapshot<String, Int>(sections: [("a", [1, 2]), ("b", [3])])
        let new = try Snapshot<String, Int>(sections: [("b", [1, 3])])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.sectionDeletes == [0])
        #expect(changeset.itemDeletes.isEmpty)
        #expect(changeset.itemInserts == [ListItemInsertion(indexPath: path(0, 0), item: 1)])
        #expect(changeset.itemMoves.isEmpty)
        #expect(changeset.batchUpdateProblems(from: old, to: new) == [])
    }

    @Test("swapping two sections is one section move")
    func sectionSwap() throws {
        let old = try Snapshot<String, Int>(sections: [("a", [1]), ("b", [2]), ("c", [])])
        let new = try Snapshot<String, Int>(sections: [("b", [2]), ("a", [1]), ("c", [])])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.sectionMoves.count == 1)
        #expect(changeset.itemMoves.isEmpty)
        #expect(try changeset.apply(to: old) == new)
    }

    @Test("content changes of ContentEquatable items become reloads at new index paths")
    func contentReloads() throws {
        let old = try Snapshot<Int, Row>(sections: [(0, [Row(id: 1, title: "a"), Row(id: 2, title: "b")])])
        let new = try Snapshot<Int, Row>(sections: [(0, [Row(id: 3, title: "c"), Row(id: 2, title: "B"), Row(id: 1, title: "a")])])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemReloads == [path(0, 1)])
        let identityOnly = ListChangeset(from: old, to: new, isContentEqual: { _, _ in true })
        #expect(identityOnly.itemReloads.isEmpty)
    }

    @Test("items and sections marked for reload or reconfiguration are reported")
    func marks() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, [1, 2, 3]), (1, [4])])
        var new = old
        try new.reloadItems([3])
        try new.reconfigureItems([1])
        try new.reloadSections([1])
        let changeset = ListChangeset(from: old, to: new)
        #expect(changeset.itemReloads == [path(0, 2)])
        #expect(changeset.itemReconfigures == [path(0, 0)])
        #expect(changeset.sectionReloads == [1])
        #expect(!changeset.isEmpty)
    }

    @Test("applying a changeset to a snapshot it does not fit throws instead of crashing")
    func applyToWrongSnapshot() throws {
        let old = try Snapshot<Int, Int>(sections: [(0, [1, 2, 3, 4])])
        let new = try Snapshot<Int, Int>(sections: [(0, [4, 1])])
        let changeset = ListChangeset(from: old, to: new)
        let unrelated = try Snapshot<Int, Int>(sections: [(0, [9])])
        #expect(throws: SnapshotError.self) { try changeset.apply(to: unrelated) }
        #expect(throws: SnapshotError.self) { try changeset.apply(to: Snapshot()) }
    }
}
