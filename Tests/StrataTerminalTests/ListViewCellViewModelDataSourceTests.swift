import StrataList
import Testing
@testable import StrataTerminal

@Suite("ListViewCellViewModelDataSource: cell events go between a row and its view model")
@MainActor
struct ListViewCellViewModelDataSourceTests {
    struct Row: Hashable, Sendable, ContentEquatable {
        let id: Int
        var text: String
        static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        func isContentEqual(to other: Row) -> Bool { text == other.text }
    }

    /// A row's view model: a tap toggles a mark; it records what it heard.
    final class Tile: ListCellViewModel {
        struct Content {
            var text: String
            var isMarked = false
            var isSelected = false
        }

        private(set) var content: Content
        private(set) var events: [String] = []

        init(_ row: Row) { content = Content(text: row.text) }

        func didTap() {
            content.isMarked.toggle()
            events.append("tap")
        }

        func selectionDidChange(isSelected: Bool) {
            content.isSelected = isSelected
            events.append(isSelected ? "selected" : "deselected")
        }
    }

    @MainActor
    struct Fixture {
        let list = ListView()
        let dataSource: ListViewCellViewModelDataSource<Int, Row, Tile>
        let harness: Harness

        init(_ rows: [Row]) throws {
            dataSource = ListViewCellViewModelDataSource(
                listView: list, isContentEqual: { $0.isContentEqual(to: $1) },
                viewModelProvider: { row, _ in Tile(row) },
                row: { tile, indexPath in ListRow(tile.text + (tile.isMarked ? " ♥" : ""), detail: "\(indexPath.item + 1)") }
            )
            try dataSource.apply(sections: [(0, rows)])
            harness = Harness(list, columns: 20, rows: 4)
        }

        func tile(_ item: Int) -> Tile? { dataSource.viewModel(at: ListIndexPath(item: item, section: 0)) }
    }

    static let rows = [Row(id: 1, text: "one"), Row(id: 2, text: "two"), Row(id: 3, text: "three")]

    @Test("Enter reaches the highlighted row's view model first, then the screen's handler; the row is drawn again from it")
    func tapReachesViewModel() throws {
        let fixture = try Fixture(Self.rows)
        var opened: [(Int, Bool)] = []
        fixture.dataSource.didSelectItem { row in
            opened.append((row.id, fixture.dataSource.viewModel(at: ListIndexPath(item: 1, section: 0))?.content.isMarked ?? false))
        }
        let screen = fixture.harness.screen(after: .down, .enter)
        #expect(screen.contains("two ♥"))
        #expect(!screen.contains("one ♥"))
        #expect(fixture.tile(1)?.events == ["selected", "tap"])
        #expect(opened.map(\.0) == [2])
        #expect(opened.first?.1 == true, "the view model heard the tap before the screen's handler ran")
        #expect(!fixture.harness.screen(after: .enter).contains("♥"), "a second Enter takes the mark off")
    }

    @Test("the highlight tells the rows it leaves and reaches, whoever moves it; the first row hears it when rows arrive")
    func selectionReachesViewModels() throws {
        let fixture = try Fixture(Self.rows)
        #expect(fixture.tile(0)?.events == ["selected"])
        fixture.harness.screen(after: .down, .down)
        #expect(fixture.tile(0)?.content.isSelected == false)
        #expect(fixture.tile(1)?.events == ["selected", "deselected"])
        #expect(fixture.tile(2)?.content.isSelected == true)
        // The list moves the highlight itself when the highlighted row goes.
        try fixture.dataSource.apply(sections: [(0, Array(Self.rows.prefix(2)))])
        #expect(fixture.tile(1)?.content.isSelected == true)
    }

    @Test("a row keeps its view model while it stays; a changed row gets a new one, told it is highlighted; a row that left starts afresh")
    func viewModelsFollowItems() throws {
        let fixture = try Fixture(Self.rows)
        fixture.harness.screen(after: .enter)
        let first = try #require(fixture.tile(0))
        #expect(first.content.isMarked)
        // Moved, not changed: the same view model, mark and all, at its new place.
        try fixture.dataSource.apply(sections: [(0, [Self.rows[2], Self.rows[0], Self.rows[1]])])
        #expect(fixture.tile(1) === first)
        #expect(fixture.harness.screen().contains("one ♥"))
        // Changed: a new view model, unmarked, highlighted since its row is.
        try fixture.dataSource.apply(sections: [(0, [Self.rows[2], Row(id: 1, text: "uno"), Self.rows[1]])])
        let changed = try #require(fixture.tile(1))
        #expect(changed !== first)
        #expect(changed.content.text == "uno" && !changed.content.isMarked && changed.content.isSelected)
        // Gone and back: fresh.
        try fixture.dataSource.apply(sections: [(0, [Self.rows[2]])])
        try fixture.dataSource.apply(sections: [(0, [Self.rows[2], Self.rows[0]])])
        #expect(fixture.tile(1)?.content.isMarked == false)
    }
}
