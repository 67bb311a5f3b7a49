import StrataList
import Testing
@testable import StrataTerminal

@Suite("ListView reading a ListViewDataSource")
@MainActor
struct ListViewDataSourceTests {
    /// A generated range, as content that is not identified items adopts the protocol: two members.
    @MainActor
    private final class Squares: ListViewDataSource {
        var count: Int

        init(count: Int) {
            self.count = count
        }

        func numberOfItems(inSection section: Int) -> Int { count }
        func cell(at indexPath: ListIndexPath) -> ListRow { ListRow("\(indexPath.item * indexPath.item)") }
    }

    private func path(_ item: Int, section: Int = 0) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    /// The list's lines on screen (the status line left out).
    private func listLines(_ harness: Harness, after keys: Key...) -> [String] {
        harness.app.send(keys)
        harness.app.renderNow()
        return Array(harness.terminal.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast())
    }

    @Test("a data source of two members shows one section of generated rows, without headers")
    func generatedRange() {
        let squares = Squares(count: 6)
        let list = ListView()
        list.dataSource = squares
        let harness = Harness(list, columns: 12, rows: 4)
        #expect(listLines(harness, after: .down) == ["  0", "› 1", "  4"])
        #expect(list.numberOfRows == 6)
    }

    @Test("rows identified by place: after reloadData the selection stays at its place, or the last row when the rows went away")
    func positionalSelection() {
        let squares = Squares(count: 10)
        let list = ListView()
        list.dataSource = squares
        list.selectRow(at: path(7))
        squares.count = 20
        list.reloadData()
        #expect(list.selectedIndexPath == path(7))
        squares.count = 3
        list.reloadData()
        #expect(list.selectedIndexPath == path(2))
        squares.count = 0
        list.reloadData()
        #expect(list.selectedIndexPath == nil)
        squares.count = 2
        list.reloadData()
        #expect(list.selectedIndexPath == path(0), "a list that gets rows selects its first")
    }

    @Test("rows with an identity: after reloadData the selection follows its row, also to another section")
    func identifiedSelection() {
        let rows = NamedRows([["a", "b", "c"], ["d"]])
        let list = ListView()
        list.dataSource = rows
        list.selectRow(at: path(1))
        rows.sections = [["x", "a"], ["d", "c", "b"]]
        list.reloadData()
        #expect(list.selectedIndexPath == path(2, section: 1))
        rows.sections = [["x", "a"], ["d"]]
        list.reloadData()
        #expect(list.selectedIndexPath == path(0, section: 1), "b is gone: the row now at its place, clamped")
    }

    @Test("section titles come from title(forSection:) and are drawn as headers")
    func titles() {
        let rows = TestRows(counts: [1, 0, 2], titles: ["A", nil, "C"]) { ListRow("r\($0.section)\($0.item)") }
        let list = ListView()
        list.dataSource = rows
        let harness = Harness(list, columns: 12, rows: 7)
        #expect(listLines(harness) == ["A", "› r00", "C", "  r20", "  r21", ""])
    }

    @Test("the list holds its data source weakly, as a table view does; a new data source replaces the rows")
    func weakDataSource() {
        let list = ListView()
        do {
            let squares = Squares(count: 3)
            list.dataSource = squares
            #expect(list.numberOfRows == 3)
        }
        #expect(list.dataSource == nil)
        let rows = NamedRows([["a"]])
        list.dataSource = rows
        #expect(list.numberOfRows == 1)
        #expect(list.selectedIndexPath == path(0))
    }

    @Test("a list bound to a ListDataSource keeps its binding alive, and drops it for another data source")
    func bindingLifetime() throws {
        let list = ListView()
        let dataSource = ListDataSource<Int, String, ListView>(renderer: list) { _, _, item in ListRow(item) }
        list.bind(to: dataSource)
        try dataSource.apply(sections: [(0, ["a", "b"])])
        #expect(list.dataSource != nil)
        #expect(list.numberOfRows == 2)
        let rows = NamedRows([["z"]])
        list.dataSource = rows
        #expect(list.binding == nil)
        #expect(list.numberOfRows == 1)
    }
}
