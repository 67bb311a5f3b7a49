import PropertyBased
import StrataList
import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("ListView")
@MainActor
struct ListViewTests {
    private func makeList(rows: Int, calls: (() -> Void)? = nil) -> ListView {
        let list = ListView()
        list.rowProvider = { indexPath in
            calls?()
            return ListRow("行 \(indexPath.item)", detail: "#\(indexPath.item)")
        }
        list.reloadData(rowCounts: [rows])
        return list
    }

    @Test("shows rows with the selection marked and highlighted while focused")
    func snapshot() {
        let list = makeList(rows: 20)
        let harness = Harness(list, columns: 20, rows: 6)
        GoldenSnapshot.assertMatches(harness.screen(after: .down, .down), named: "listview-selection")
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "listview-selection-styled")
    }

    @Test("Up, Down, PgUp, PgDn, Home and End move the selection and scroll it into view")
    func keys() {
        let list = makeList(rows: 100)
        let harness = Harness(list, columns: 20, rows: 6) // 5 rows for the list, 1 status line
        harness.app.send(.pageDown)
        #expect(list.selectedIndexPath == ListIndexPath(item: 4, section: 0))
        harness.app.send(.end)
        #expect(list.selectedIndexPath == ListIndexPath(item: 99, section: 0))
        harness.app.renderNow()
        #expect(list.scrollOffset == 95)
        harness.app.send(.up, .pageUp)
        #expect(list.selectedIndexPath == ListIndexPath(item: 94, section: 0))
        harness.app.send(.home, .up)
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 0))
        GoldenSnapshot.assertMatches(harness.screen(), named: "listview-home")
    }

    @Test("only visible rows are built, even with 100,000 rows")
    func virtualised() {
        var calls = 0
        let list = makeList(rows: 100_000) { calls += 1 }
        let harness = Harness(list, columns: 30, rows: 11)
        harness.app.renderNow()
        #expect(calls == 10)
        calls = 0
        harness.app.send(.pageDown, .pageDown, .end)
        harness.app.renderNow()
        #expect(calls == 10)
        #expect(harness.terminal.plainText.contains("行 99999"))
    }

    @Test("Enter reports the selected row; selection changes are reported")
    func events() {
        let list = makeList(rows: 5)
        var selected: [ListIndexPath] = []
        var changes: [ListIndexPath?] = []
        list.didSelectRow { selected.append($0) }
        list.selectionDidChange { changes.append($0) }
        let harness = Harness(list)
        harness.app.send(.down, .enter)
        #expect(selected == [ListIndexPath(item: 1, section: 0)])
        #expect(changes == [ListIndexPath(item: 1, section: 0)])
    }

    @Test("sections show headers, which are skipped by the selection")
    func sections() {
        let list = ListView()
        list.sectionTitleProvider = { ["果物", "野菜"][$0] }
        list.rowProvider = { ListRow(["りんご", "みかん", "にんじん"][$0.section * 2 + $0.item]) }
        list.reloadData(rowCounts: [2, 1])
        let harness = Harness(list, columns: 20, rows: 7)
        harness.app.send(.down, .down)
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 1))
        GoldenSnapshot.assertMatches(harness.screen(), named: "listview-sections")
    }

    @Test("an empty list shows its empty text")
    func empty() {
        let list = ListView(emptyText: "Nothing here")
        list.reloadData(rowCounts: [0])
        let harness = Harness(list, columns: 20, rows: 3)
        #expect(harness.screen().hasPrefix(" Nothing here"))
        #expect(list.selectedIndexPath == nil)
    }

    @Test("batch updates keep the selection on the same item")
    func updatesFollowSelection() {
        let list = makeList(rows: 10)
        list.selectRow(at: ListIndexPath(item: 5, section: 0))
        list.performUpdates(ListUpdate(deletedRows: [ListIndexPath(item: 1, section: 0)], insertedRows: [ListIndexPath(item: 0, section: 0), ListIndexPath(item: 2, section: 0)]), rowCounts: [11])
        #expect(list.selectedIndexPath == ListIndexPath(item: 6, section: 0))
        list.performUpdates(ListUpdate(movedRows: [ListItemMove(source: ListIndexPath(item: 6, section: 0), destination: ListIndexPath(item: 0, section: 0))]), rowCounts: [11])
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 0))
        list.performUpdates(ListUpdate(insertedSections: [0]), rowCounts: [3, 11])
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 1))
        list.performUpdates(ListUpdate(deletedRows: [ListIndexPath(item: 0, section: 1)]), rowCounts: [3, 10])
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 1), "a deleted selection falls on the row now at its place")
        list.performUpdates(ListUpdate(deletedSections: [1]), rowCounts: [3])
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 0))
    }

    @Test("the followed index path names the same item as applying the update to an array", .tags(.property))
    func updateMappingMatchesArrays() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...30), Gen.int(in: 0...29).array(of: 0...6), Gen.int(in: 0...29).array(of: 0...6), Gen.int(in: 0...29)) { count, deletions, insertions, selected in
            let items = Array(0..<count)
            let deleted = Set(deletions.filter { $0 < count })
            var result = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            var inserted: Set<Int> = []
            for position in insertions.sorted() where position <= result.count {
                if inserted.insert(position).inserted { result.insert(-1, at: position) }
            }
            let update = ListUpdate(
                deletedRows: Set(deleted.map { ListIndexPath(item: $0, section: 0) }),
                insertedRows: Set(inserted.map { ListIndexPath(item: $0, section: 0) })
            )
            let selectedRow = selected % count
            let mapped = update.newIndexPath(for: ListIndexPath(item: selectedRow, section: 0))
            if deleted.contains(selectedRow) {
                #expect(mapped == nil)
            } else {
                #expect(mapped.map { result[$0.item] } == selectedRow)
            }
        }
    }
}
