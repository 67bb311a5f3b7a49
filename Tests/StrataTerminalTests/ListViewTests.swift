import PropertyBased
import StrataList
import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("ListView")
@MainActor
struct ListViewTests {
    /// The content of the list under test (a list holds its data source weakly).
    private let rows = TestRows()

    private func makeList(rows count: Int) -> ListView {
        let list = ListView()
        rows.counts = [count]
        list.dataSource = rows
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

    @Test("a row selected before the first layout is brought into view by it, moving the rows only as far as needed")
    func selectionBeforeLayout() {
        let list = makeList(rows: 100)
        list.selectRow(at: ListIndexPath(item: 3, section: 0))
        let harness = Harness(list, columns: 20, rows: 6) // 5 rows for the list
        harness.app.renderNow()
        #expect(list.scrollOffset == 0, "row 3 fits on the first screen: rows 0-2 stay in view")
        #expect(list.selectedIndexPath == ListIndexPath(item: 3, section: 0))

        let far = makeList(rows: 100)
        far.selectRow(at: ListIndexPath(item: 50, section: 0))
        let farHarness = Harness(far, columns: 20, rows: 6)
        farHarness.app.renderNow()
        #expect(far.scrollOffset == 46, "row 50 ends at the bottom of the 5 rows")
    }

    @Test("only visible rows are built, even with 100,000 rows")
    func virtualised() {
        let list = makeList(rows: 100_000)
        let harness = Harness(list, columns: 30, rows: 11)
        harness.app.renderNow()
        #expect(rows.builtRows == 10)
        harness.app.send(.pageDown, .pageDown, .end)
        harness.app.renderNow()
        #expect(rows.builtRows == 20)
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
        rows.counts = [2, 1]
        rows.titles = ["果物", "野菜"]
        rows.makeRow = { ListRow(["りんご", "みかん", "にんじん"][$0.section * 2 + $0.item]) }
        list.dataSource = rows
        let harness = Harness(list, columns: 20, rows: 7)
        harness.app.send(.down, .down)
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 1))
        GoldenSnapshot.assertMatches(harness.screen(), named: "listview-sections")
    }

    @Test("an empty list shows its empty text")
    func empty() {
        let list = ListView(emptyText: "Nothing here")
        rows.counts = [0]
        list.dataSource = rows
        let harness = Harness(list, columns: 20, rows: 3)
        #expect(harness.screen().hasPrefix(" Nothing here"))
        #expect(list.selectedIndexPath == nil)
    }

    @Test("batch updates keep the selection on the same item")
    func updatesFollowSelection() throws {
        let list = ListView()
        let dataSource = ListDataSource<Int, Int, ListView>(renderer: list) { _, _, item in ListRow("\(item)") }
        list.bind(to: dataSource)
        try dataSource.apply(sections: [(0, Array(0..<10))])
        list.selectRow(at: ListIndexPath(item: 5, section: 0))
        try dataSource.apply(sections: [(0, [100, 0, 101] + Array(2..<10))])
        #expect(list.selectedIndexPath == ListIndexPath(item: 6, section: 0))
        try dataSource.apply(sections: [(0, [5, 100, 0, 101, 2, 3, 4, 6, 7, 8, 9])])
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 0))
        try dataSource.apply(sections: [(1, [200, 201, 202]), (0, [5, 100, 0, 101, 2, 3, 4, 6, 7, 8, 9])])
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 1))
        try dataSource.apply(sections: [(1, [200, 201, 202]), (0, [100, 0, 101, 2, 3, 4, 6, 7, 8, 9])])
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 1), "a deleted selection falls on the row now at its place")
        try dataSource.apply(sections: [(1, [200, 201, 202])])
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 0))
    }

    @Test(
        "after deletions and insertions the selection names the same item as applying them to an array, or the row now at its place",
        .tags(.property)
    )
    func updateMappingMatchesArrays() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...30), Gen.int(in: 0...29).array(of: 0...6), Gen.int(in: 0...29).array(of: 0...6), Gen.int(in: 0...29)) { count, deletions, insertions, selected in
            let items = Array(0..<count)
            let deleted = Set(deletions.filter { $0 < count })
            var result = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            var inserted: Set<Int> = []
            for position in insertions.sorted() where position <= result.count {
                if inserted.insert(position).inserted { result.insert(-1 - position, at: position) }
            }
            let list = ListView()
            let dataSource = ListDataSource<Int, Int, ListView>(renderer: list) { _, _, item in ListRow("\(item)") }
            list.bind(to: dataSource)
            try dataSource.apply(sections: [(0, items)])
            let selectedRow = selected % count
            list.selectRow(at: ListIndexPath(item: selectedRow, section: 0))
            try dataSource.apply(sections: [(0, result)])
            if deleted.contains(selectedRow) {
                let place = result.isEmpty ? nil : ListIndexPath(item: min(selectedRow, result.count - 1), section: 0)
                #expect(list.selectedIndexPath == place)
            } else {
                #expect(list.selectedIndexPath.map { result[$0.item] } == selectedRow)
            }
        }
    }
}
