import PropertyBased
import StrataList
import Testing

@Suite("Snapshot")
struct SnapshotTests {
    func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    @Test("appending sections and items builds the list in order")
    func append() throws {
        var snapshot = Snapshot<String, Int>()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems([1, 2], toSection: "a")
        try snapshot.appendItems([3])
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfItems(inSection: "a") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        #expect(snapshot.indexPath(for: 3) == path(1, 0))
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.itemIdentifier(at: path(0, 1)) == 2)
    }

    @Test("unknown identifiers answer nil, never crash")
    func unknownLookups() {
        let snapshot = Snapshot<String, Int>()
        #expect(snapshot.itemIdentifiers(inSection: "x") == nil)
        #expect(snapshot.numberOfItems(inSection: "x") == nil)
        #expect(snapshot.indexPath(for: 1) == nil)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfSection("x") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        #expect(snapshot.itemIdentifier(at: ListIndexPath(item: 0, section: 0)) == nil)
    }

    @Test("inserting items before and after an item keeps lookups right")
    func insertItems() throws {
        var snapshot = try Snapshot<Int, String>(sections: [(0, ["b", "d"])])
        try snapshot.insertItems(["a"], beforeItem: "b")
        try snapshot.insertItems(["c"], afterItem: "b")
        try snapshot.insertItems(["e"], afterItem: "d")
        #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(snapshot.indexPath(for: "d") == path(0, 3))
    }

    @Test("inserting, deleting and moving sections keeps item index paths right")
    func sections() throws {
        var snapshot = try Snapshot<String, Int>(sections: [("a", [1]), ("c", [3])])
        try snapshot.insertSections(["b"], beforeSection: "c")
        try snapshot.insertSections(["d"], afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
        #expect(snapshot.indexPath(for: 3) == path(2, 0))
        try snapshot.moveSection("a", afterSection: "d")
        #expect(snapshot.sectionIdentifiers == ["b", "c", "d", "a"])
        #expect(snapshot.indexPath(for: 1) == path(3, 0))
        try snapshot.moveSection("a", beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
        try snapshot.deleteSections(["a", "c"])
        #expect(snapshot.sectionIdentifiers == ["b", "d"])
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexPath(for: 3) == nil)
    }

    @Test("deleting and moving items keeps the order and the lookups right")
    func deleteAndMoveItems() throws {
        var snapshot = try Snapshot<String, Int>(sections: [("a", [1, 2, 3, 4]), ("b", [5])])
        try snapshot.deleteItems([2, 4, 2])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 3])
        try snapshot.moveItem(1, afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [5, 1])
        #expect(snapshot.indexPath(for: 1) == path(1, 1))
        try snapshot.moveItem(1, beforeItem: 3)
        #expect(snapshot.itemIdentifiers == [1, 3, 5])
        snapshot.deleteAllItems()
        #expect(snapshot == Snapshot())
    }

    @Test("a duplicate item is refused with its name, and the snapshot is unchanged")
    func duplicateItems() throws {
        var snapshot = try Snapshot<Int, String>(sections: [(0, ["a", "b"])])
        let before = snapshot
        #expect(throws: SnapshotError.duplicateItem("\"a\"")) { try snapshot.appendItems(["c", "a"]) }
        #expect(throws: SnapshotError.duplicateItem("\"c\"")) { try snapshot.appendItems(["c", "d", "c"]) }
        #expect(throws: SnapshotError.duplicateItem("\"b\"")) { try snapshot.insertItems(["b"], beforeItem: "a") }
        #expect(snapshot == before)
        #expect(snapshot.indexPath(for: "c") == nil)
        #expect(snapshot.indexPath(for: "b") == path(0, 1))
        #expect(throws: SnapshotError.duplicateItem("\"x\"")) {
            try Snapshot<Int, String>(sections: [(0, ["x"]), (1, ["x"])])
        }
    }

    @Test("a duplicate section is refused with its name, and the snapshot is unchanged")
    func duplicateSections() throws {
        var snapshot = try Snapshot<String, Int>(sections: [("a", [1])])
        #expect(throws: SnapshotError.duplicateSection("\"a\"")) { try snapshot.appendSections(["b", "a"]) }
        #expect(throws: SnapshotError.duplicateSection("\"c\"")) { try snapshot.insertSections(["c", "c"], beforeSection: "a") }
        #expect(snapshot.sectionIdentifiers == ["a"])
        #expect(snapshot.indexOfSection("b") == nil)
        #expect(snapshot.indexOfSection("a") == 0)
    }

    @Test("operations naming unknown identifiers throw typed errors")
    func unknownIdentifiers() throws {
        var snapshot = try Snapshot<String, Int>(sections: [("a", [1])])
        #expect(throws: SnapshotError.unknownSection("\"x\"")) { try snapshot.appendItems([2], toSection: "x") }
        #expect(throws: SnapshotError.unknownItem("9")) { try snapshot.insertItems([2], afterItem: 9) }
        #expect(throws: SnapshotError.unknownItem("9")) { try snapshot.deleteItems([1, 9]) }
        #expect(throws: SnapshotError.unknownItem("9")) { try snapshot.moveItem(9, beforeItem: 1) }
        #expect(throws: SnapshotError.itemMovedRelativeToItself("1")) { try snapshot.moveItem(1, afterItem: 1) }
        #expect(throws: SnapshotError.unknownSection("\"x\"")) { try snapshot.deleteSections(["x"]) }
        #expect(throws: SnapshotError.sectionMovedRelativeToItself("\"a\"")) { try snapshot.moveSection("a", beforeSection: "a") }
        #expect(throws: SnapshotError.unknownItem("9")) { try snapshot.reloadItems([9]) }
        #expect(throws: SnapshotError.unknownItem("9")) { try snapshot.reconfigureItems([9]) }
        #expect(throws: SnapshotError.unknownSection("\"x\"")) { try snapshot.reloadSections(["x"]) }
        #expect(snapshot.itemIdentifiers == [1])
        var empty = Snapshot<String, Int>()
        #expect(throws: SnapshotError.noSection) { try empty.appendItems([1]) }
    }

    @Test("deleting items and sections drops their reload marks")
    func marksFollowDeletes() throws {
        var snapshot = try Snapshot<String, Int>(sections: [("a", [1, 2]), ("b", [3])])
        try snapshot.reloadItems([1, 3])
        try snapshot.reconfigureItems([2])
        try snapshot.reloadSections(["b"])
        try snapshot.deleteItems([1])
        try snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        #expect(snapshot.clearingMarks().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test("after any sequence of random edits, every lookup agrees with the item order")
    func lookupsStayConsistent() async {
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let start = RandomSnapshots.snapshot(using: &random, itemPool: 40)
            let snapshot = RandomSnapshots.edited(start, using: &random, edits: 12)
            var flatIndex = 0
            for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
                #expect(snapshot.indexOfSection(section) == sectionIndex)
                for (itemIndex, item) in (snapshot.itemIdentifiers(inSection: section) ?? []).enumerated() {
                    #expect(snapshot.indexPath(for: item) == ListIndexPath(item: itemIndex, section: sectionIndex))
                    #expect(snapshot.sectionIdentifier(containingItem: item) == section)
                    #expect(snapshot.indexOfItem(item) == flatIndex)
                    flatIndex += 1
                }
            }
            #expect(snapshot.numberOfItems == flatIndex)
        }
    }
}
