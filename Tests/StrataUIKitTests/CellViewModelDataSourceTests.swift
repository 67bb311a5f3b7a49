#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import StrataList
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("Data sources generic over a cell view model on UICollectionView and UITableView", .simulatedUIKit)
struct CellViewModelDataSourceTests {
    struct Row: Hashable, Sendable, ContentEquatable {
        let id: Int
        var text: String
        static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        func isContentEqual(to other: Row) -> Bool { text == other.text }
    }

    /// A cell's view model: a tap toggles a mark; it records what it heard.
    final class Tile: ListCellViewModel {
        struct Content {
            var text: String
            var isMarked = false
            var isSelected = false
            var shown: String { (isSelected ? "[" : "") + text + (isMarked ? " ♥" : "") + (isSelected ? "]" : "") }
        }

        private(set) var content: Content
        private(set) var events: [String] = []

        init(_ row: Row) { content = Content(text: row.text) }

        func didTap() {
            content.isMarked.toggle()
            events.append("tap")
        }

        func selectionDidChange(isSelected: Bool) {
            guard isSelected != content.isSelected else { return }
            content.isSelected = isSelected
            events.append(isSelected ? "selected" : "deselected")
        }
    }

    /// A passive cell: it shows what it is given and knows no view model.
    final class TileCell: UICollectionViewCell {
        let label = UILabel()
        func show(_ tile: Tile.Content) { label.text = tile.shown }
    }

    final class TileRowCell: UITableViewCell {
        let label = UILabel()
        func show(_ tile: Tile.Content) { label.text = tile.shown }
    }

    static let rows = [Row(id: 1, text: "one"), Row(id: 2, text: "two"), Row(id: 3, text: "three")]

    func texts(_ view: UICollectionView) -> [String] {
        (0..<view.numberOfItems(inSection: 0)).map {
            (view.cellForItem(at: IndexPath(item: $0, section: 0)) as? TileCell)?.label.text ?? "?"
        }
    }

    func texts(_ view: UITableView) -> [String] {
        (0..<view.numberOfRows(inSection: 0)).map {
            (view.cellForRow(at: IndexPath(row: $0, section: 0)) as? TileRowCell)?.label.text ?? "?"
        }
    }

    func makeCollection() -> (UICollectionView, CollectionViewCellViewModelDataSource<Int, Row, Tile>) {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = CollectionViewCellViewModelDataSource<Int, Row, Tile>(
            collectionView: view, cell: TileCell.self, isContentEqual: { $0.isContentEqual(to: $1) },
            viewModelProvider: { row, _ in Tile(row) }
        ) { cell, tile in cell.show(tile) }
        return (view, dataSource)
    }

    @Test("a tap reaches the cell's view model — its selection through the cell's configuration state, then the tap — and the cell redraws from it")
    func tapOnCollectionCell() throws {
        let (view, dataSource) = makeCollection()
        var opened: [Int] = []
        dataSource.didSelectItem { opened.append($0.id) }
        let violations = SimulatedUIKit.violations {
            try? dataSource.apply(sections: [(0, Self.rows)])
            #expect(texts(view) == ["one", "two", "three"])
            view.simulateSelection(at: IndexPath(item: 1, section: 0))
        }
        #expect(violations.isEmpty)
        #expect(texts(view) == ["one", "[two ♥]", "three"])
        #expect(dataSource.viewModel(at: IndexPath(item: 1, section: 0))?.events == ["selected", "tap"])
        #expect(opened == [2], "the screen's handler still hears which item was tapped")

        view.simulateSelection(at: IndexPath(item: 0, section: 0))
        #expect(texts(view) == ["[one ♥]", "two ♥", "three"], "the cell deselected by the tap on another tells its view model")
        #expect(dataSource.viewModel(at: IndexPath(item: 1, section: 0))?.events == ["selected", "tap", "deselected"])
    }

    @Test("cells made again (moved, updated, reloaded) get their item's view model; a changed item gets a new one; selection follows the item")
    func cellsGetTheRightViewModel() throws {
        let (view, dataSource) = makeCollection()
        try dataSource.apply(sections: [(0, Self.rows)])
        view.simulateSelection(at: IndexPath(item: 0, section: 0))
        let one = try #require(dataSource.viewModel(at: IndexPath(item: 0, section: 0)))
        try dataSource.apply(sections: [(0, [Self.rows[2], Self.rows[0], Self.rows[1]])])
        #expect(texts(view) == ["three", "[one ♥]", "two"])
        #expect(dataSource.viewModel(at: IndexPath(item: 1, section: 0)) === one)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])

        try dataSource.apply(sections: [(0, [Self.rows[2], Row(id: 1, text: "uno"), Self.rows[1]])])
        let changed = try #require(dataSource.viewModel(at: IndexPath(item: 1, section: 0)))
        #expect(changed !== one)
        #expect(texts(view) == ["three", "[uno]", "two"], "a new view model, told by the cell it is selected")

        view.reloadData()
        #expect(texts(view) == ["three", "uno", "two"], "reloadData deselects, and the cell tells its view model")
        #expect(changed.content.isSelected == false)
    }

    @Test("the same on a table view: a tap on a row reaches its view model and the row redraws")
    func tapOnTableRow() throws {
        let view = UITableView(frame: .zero, style: .plain)
        let dataSource = TableViewCellViewModelDataSource<Int, Row, Tile>(
            tableView: view, cell: TileRowCell.self, viewModelProvider: { row, _ in Tile(row) }
        ) { cell, tile in cell.show(tile) }
        try dataSource.apply(sections: [(0, Self.rows)])
        view.simulateSelection(at: IndexPath(row: 2, section: 0))
        #expect(texts(view) == ["one", "two", "[three ♥]"])
        #expect(view.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        view.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(texts(view) == ["one", "two", "three ♥"])
    }
}

@MainActor
@Suite("The simulation's cell selection and configuration state", .simulatedUIKit)
struct CellSelectionSimulationTests {
    final class StateCell: UICollectionViewCell {
        private(set) var states: [Bool] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            states.append(state.isSelected)
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("a tap selects one item at a time: cells' isSelected, updateConfiguration(using:) and configurationUpdateHandler follow")
    func singleSelection() throws {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let source = Source()
        view.register(StateCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.reloadData()
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? StateCell)
        var handled: [Bool] = []
        first.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
        view.simulateSelection(at: IndexPath(item: 0, section: 0))
        view.simulateSelection(at: IndexPath(item: 2, section: 0))
        #expect(first.states == [false, true, false])
        #expect(handled == [false, true, false])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("a batch update carries the selection to the item's new place; deleting it or reloading the data clears it")
    func selectionThroughUpdates() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let source = Source()
        view.register(StateCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.reloadData()
        view.simulateSelection(at: IndexPath(item: 1, section: 0))
        source.count = 4
        view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        source.count = 3
        view.performBatchUpdates({ view.deleteItems(at: [IndexPath(item: 2, section: 0)]) })
        #expect(view.indexPathsForSelectedItems == [])
        view.simulateSelection(at: IndexPath(item: 0, section: 0))
        view.reloadData()
        #expect(view.indexPathsForSelectedItems == [])
    }
}
#endif
