import StrataList
import StrataTesting
import Testing

@MainActor
@Suite("ListDataSource")
struct ListDataSourceTests {
    typealias Renderer = RecordingListRenderer<String>

    func makeDataSource(_ renderer: Renderer) -> ListDataSource<Int, String, Renderer> {
        ListDataSource(renderer: renderer) { _, path, item in "\(path): \(item)" }
    }

    @Test("applying with animation sends one batch update and switches content first")
    func animatedApply() throws {
        let list = Renderer()
        let dataSource = makeDataSource(list)
        try dataSource.apply(sections: [(0, ["a", "b"])])
        try dataSource.apply(sections: [(0, ["b", "c"])])
        #expect(list.updates == [
            .batchUpdates(RecordedBatchUpdate(sectionInserts: [0])),
            .batchUpdates(RecordedBatchUpdate(
                itemDeletes: [ListIndexPath(item: 0, section: 0)],
                itemInserts: [ListIndexPath(item: 1, section: 0)]
            )),
        ])
        #expect(dataSource.numberOfSections == 1)
        #expect(dataSource.numberOfItems(inSection: 0) == 2)
        #expect(dataSource.numberOfItems(inSection: 5) == 0)
        #expect(dataSource.itemIdentifier(for: ListIndexPath(item: 1, section: 0)) == "c")
        #expect(dataSource.indexPath(for: "b") == ListIndexPath(item: 0, section: 0))
        #expect(dataSource.sectionIdentifier(for: 0) == 0)
        #expect(dataSource.sectionIdentifier(for: 1) == nil)
        #expect(dataSource.cell(at: ListIndexPath(item: 1, section: 0)) == "[0, 1]: c")
        #expect(dataSource.cell(at: ListIndexPath(item: 9, section: 0)) == nil)
    }

    @Test("applying without animation reloads the list")
    func reloadApply() throws {
        let list = Renderer()
        let dataSource = makeDataSource(list)
        var completed = false
        try dataSource.apply(sections: [(0, ["a"])], animatingDifferences: false) { completed = true }
        #expect(list.updates == [.reloadData])
        #expect(completed)
        #expect(dataSource.snapshot().itemIdentifiers == ["a"])
    }

    @Test("a snapshot with a duplicate identifier is refused; the list keeps its previous content")
    func duplicateKeepsPreviousState() throws {
        let list = Renderer()
        let dataSource = makeDataSource(list)
        try dataSource.apply(sections: [(0, ["a", "b"])])
        list.clearUpdates()
        #expect(throws: SnapshotError.duplicateItem("\"x\"")) {
            try dataSource.apply(sections: [(0, ["x", "y", "x"])])
        }
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b"])
        #expect(list.updates.isEmpty)
    }

    @Test("the completion runs when the list finishes its animation")
    func completionWaitsForAnimation() throws {
        let list = Renderer(completesImmediately: false)
        let dataSource = makeDataSource(list)
        var completed = false
        try dataSource.apply(sections: [(0, ["a"])]) { completed = true }
        #expect(!completed)
        #expect(list.pendingUpdateCount == 1)
        list.finishPendingUpdates()
        #expect(completed)
    }

    @Test("reload marks are reported once, then cleared from the stored snapshot")
    func marksAreCleared() throws {
        let list = Renderer()
        let dataSource = makeDataSource(list)
        try dataSource.apply(sections: [(0, ["a", "b"])])
        var snapshot = dataSource.snapshot()
        try snapshot.reloadItems(["b"])
        let changeset = dataSource.apply(snapshot)
        #expect(changeset.itemReloads == [ListIndexPath(item: 1, section: 0)])
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(dataSource.apply(dataSource.snapshot()).isEmpty)
    }

    @Test("a data source of ContentEquatable items reloads rows whose content changed")
    func contentAware() throws {
        let list = RecordingListRenderer<String>()
        let dataSource = ListDataSource<Int, Row, RecordingListRenderer<String>>(renderer: list) { _, _, row in row.title }
        try dataSource.apply(sections: [(0, [Row(id: 1, title: "one"), Row(id: 2, title: "two")])])
        let changeset = try dataSource.apply(sections: [(0, [Row(id: 1, title: "ONE"), Row(id: 2, title: "two")])])
        #expect(changeset.itemReloads == [ListIndexPath(item: 0, section: 0)])
        #expect(dataSource.cell(at: ListIndexPath(item: 0, section: 0)) == "ONE")
    }

    @Test("without a renderer, the data source still keeps its content and completes")
    func rendererGone() throws {
        var list: Renderer? = Renderer()
        let dataSource = makeDataSource(list!)
        list = nil
        var completed = false
        try dataSource.apply(sections: [(0, ["a"])]) { completed = true }
        #expect(completed)
        #expect(dataSource.renderer == nil)
        #expect(dataSource.numberOfItems(inSection: 0) == 1)
        #expect(dataSource.cell(at: ListIndexPath(item: 0, section: 0)) == nil)
    }
}
