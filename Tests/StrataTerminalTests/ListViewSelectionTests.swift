import StrataList
import Testing
@testable import StrataTerminal

/// Showing rows never calls back into the presenter; only a user's move does.
@Suite("ListView selection handlers")
@MainActor
struct ListViewSelectionTests {
    /// A list bound to a data source of numbered items, recording what its selection handlers hear.
    @MainActor
    private final class Fixture {
        let list = ListView()
        let dataSource: ListDataSource<Int, Int, ListView>
        var changes: [ListIndexPath?] = []

        init() {
            dataSource = ListDataSource(renderer: list) { _, _, item in ListRow("item-\(item)") }
            list.selectionDidChange { [unowned self] indexPath in changes.append(indexPath) }
        }
    }

    private func path(_ item: Int, section: Int = 0) -> ListIndexPath { ListIndexPath(item: item, section: section) }

    @Test("an apply that moves the selected row follows it without calling the handler")
    func applyMovingSelection() throws {
        let fixture = Fixture()
        fixture.list.bind(to: fixture.dataSource)
        try fixture.dataSource.apply(sections: [(0, [1, 2, 3, 4])])
        fixture.list.selectRow(at: path(2))
        try fixture.dataSource.apply(sections: [(0, [3, 1, 2, 4])])
        #expect(fixture.list.selectedIndexPath == path(0))
        #expect(fixture.changes.isEmpty)
    }

    @Test("an apply that deletes the selected row selects the row now at its place without calling the handler")
    func applyDeletingSelection() throws {
        let fixture = Fixture()
        fixture.list.bind(to: fixture.dataSource)
        try fixture.dataSource.apply(sections: [(0, [1, 2, 3, 4])])
        fixture.list.selectRow(at: path(3))
        try fixture.dataSource.apply(sections: [(0, [1, 2, 3])])
        #expect(fixture.list.selectedIndexPath == path(2))
        try fixture.dataSource.apply(sections: [(0, [2])], animatingDifferences: false)
        #expect(fixture.list.selectedIndexPath == path(0))
        try fixture.dataSource.apply(sections: [(0, [])])
        #expect(fixture.list.selectedIndexPath == nil)
        #expect(fixture.changes.isEmpty)
    }

    @Test("binding, reloadData and selectRow(at:) called by code do not call the handler")
    func codeDoesNotCallBack() throws {
        let fixture = Fixture()
        try fixture.dataSource.apply(sections: [(0, [1, 2, 3])])
        fixture.list.bind(to: fixture.dataSource)
        #expect(fixture.list.selectedIndexPath == path(0))
        fixture.list.selectRow(at: path(2))
        fixture.list.reloadData()
        fixture.list.selectRow(at: nil)
        fixture.list.reloadData()
        #expect(fixture.list.selectedIndexPath == path(0))
        #expect(fixture.changes.isEmpty)
    }

    @Test("each key that moves the selection calls the handler once, with the new row; a key that cannot move it does not")
    func keysCallBack() throws {
        let fixture = Fixture()
        fixture.list.bind(to: fixture.dataSource)
        try fixture.dataSource.apply(sections: [(0, Array(1...20))])
        let harness = Harness(fixture.list, columns: 20, rows: 6)
        harness.app.send(.down)
        #expect(fixture.changes == [path(1)])
        harness.app.send(.end, .pageUp, .home, .up)
        #expect(fixture.changes == [path(1), path(19), path(15), path(0)])
        harness.app.send(.home, .pageUp)
        #expect(fixture.changes.count == 4, "the selection was already on the first row")
    }

    @Test("a handler that shows new rows from inside the user's move is not called again")
    func noReentrance() throws {
        let fixture = Fixture()
        fixture.list.bind(to: fixture.dataSource)
        try fixture.dataSource.apply(sections: [(0, [1, 2])])
        var calls = 0
        fixture.list.selectionDidChange { [dataSource = fixture.dataSource] indexPath in
            calls += 1
            // A presenter loading more when the last row is highlighted.
            if indexPath == ListIndexPath(item: 1, section: 0) { _ = try? dataSource.apply(sections: [(0, [0, 1, 2, 3])]) }
        }
        _ = fixture.list.handle(key: .down)
        #expect(calls == 1)
        #expect(fixture.list.selectedIndexPath == path(2), "the selection follows item 2 into the longer list")
    }
}
