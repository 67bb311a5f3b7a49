#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import PropertyBased
import StrataList
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("List data sources on UICollectionView and UITableView", .simulatedUIKit)
struct ListDataSourceTests {
    struct Row: Hashable, Sendable, ContentEquatable {
        let id: Int
        var text: String
        static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        func isContentEqual(to other: Row) -> Bool { text == other.text }
    }

    final class LabelCell: UICollectionViewCell {
        private(set) lazy var label: UILabel = {
            let label = UILabel()
            contentView.addSubview(label)
            return label
        }()
        private(set) var configurations = 0
        func show(_ row: Row) {
            configurations += 1
            label.text = row.text
        }
    }

    final class LabelRowCell: UITableViewCell {
        private(set) lazy var label: UILabel = {
            let label = UILabel()
            contentView.addSubview(label)
            return label
        }()
        func show(_ row: Row) { label.text = row.text }
    }

    func texts(_ view: UICollectionView) -> [[String]] {
        (0..<view.numberOfSections).map { section in
            (0..<view.numberOfItems(inSection: section)).map { item in
                (view.cellForItem(at: IndexPath(item: item, section: section)) as? LabelCell)?.label.text ?? "?"
            }
        }
    }

    func texts(_ view: UITableView) -> [[String]] {
        (0..<view.numberOfSections).map { section in
            (0..<view.numberOfRows(inSection: section)).map { row in
                (view.cellForRow(at: IndexPath(row: row, section: section)) as? LabelRowCell)?.label.text ?? "?"
            }
        }
    }

    /// Sections of rows from numbers: section `n` holds the numbers whose remainder by 3 is `n`;
    /// a row's text says its number and, when `changed`, is different.
    static func sections(_ numbers: [Int], changed: Set<Int>) -> [(Int, [Row])] {
        let grouped = Dictionary(grouping: numbers.map { Row(id: $0, text: changed.contains($0) ? "#\($0)*" : "#\($0)") }) { $0.id % 3 }
        return grouped.keys.sorted().map { ($0, grouped[$0] ?? []) }
    }

    /// Applies each update (numbers to show) through `apply` and checks that the view shows it,
    /// with no UIKit rule broken on the way.
    func check(_ updates: [[Int]], apply: ([(Int, [Row])]) -> Void, texts: () -> [[String]]) {
        let violations = SimulatedUIKit.violations {
            for (step, numbers) in updates.enumerated() {
                var seen = Set<Int>()
                let unique = numbers.filter { seen.insert($0).inserted }
                let sections = Self.sections(unique, changed: Set(unique.filter { ($0 + step) % 4 == 0 }))
                apply(sections)
                #expect(texts() == sections.map { $0.1.map(\.text) })
            }
        }
        #expect(violations.isEmpty)
    }

    @Test("any sequence of updates reaches the collection view as batch updates UIKit accepts, and the cells show the new items")
    func collectionViewUpdates() async {
        await propertyCheck(input: Gen.int(in: 0...30).array(of: 0...12).array(of: 1...5)) { updates in
            let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let list = CollectionViewListDataSource<Int, Row>(collectionView: view, cell: LabelCell.self, isContentEqual: { $0.isContentEqual(to: $1) }) { cell, row, _ in
                cell.show(row)
            }
            check(updates, apply: { try? list.apply(sections: $0) }, texts: { texts(view) })
        }
    }

    @Test("the same on a table view")
    func tableViewUpdates() async {
        await propertyCheck(input: Gen.int(in: 0...30).array(of: 0...12).array(of: 1...5)) { updates in
            let view = UITableView(frame: .zero, style: .plain)
            let list = TableViewListDataSource<Int, Row>(tableView: view, cell: LabelRowCell.self, isContentEqual: { $0.isContentEqual(to: $1) }) { cell, row, _ in
                cell.show(row)
            }
            check(updates, apply: { try? list.apply(sections: $0) }, texts: { texts(view) })
        }
    }

    @Test("a changed item is reconfigured in a second pass; a selection reports the item")
    func reloadAndSelect() throws {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let list = CollectionViewListDataSource<Int, Row>(collectionView: view, cell: LabelCell.self, isContentEqual: { $0.isContentEqual(to: $1) }) { cell, row, _ in
            cell.show(row)
        }
        var selected: [Row] = []
        list.didSelectItem { selected.append($0) }
        try list.apply(sections: [(0, [Row(id: 1, text: "one"), Row(id: 2, text: "two")])])
        let changeset = list.dataSource.apply(try Snapshot(sections: [(0, [Row(id: 2, text: "TWO"), Row(id: 1, text: "one")])]))
        #expect(changeset.itemMoves.count == 1)
        #expect(changeset.itemReloads == [ListIndexPath(item: 0, section: 0)])
        #expect(texts(view) == [["TWO", "one"]])
        view.simulateSelection(at: IndexPath(item: 1, section: 0))
        #expect(selected.map(\.id) == [1])
        #expect(list.item(at: IndexPath(item: 0, section: 0))?.text == "TWO")
    }

    @Test("both views report each item about to come on screen, so a wrapper can load more at the last one")
    func willDisplay() throws {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let collection = CollectionViewListDataSource<Int, Row>(collectionView: collectionView, cell: LabelCell.self) { cell, row, _ in cell.show(row) }
        let tableView = UITableView(frame: .zero, style: .plain)
        let table = TableViewListDataSource<Int, Row>(tableView: tableView, cell: LabelRowCell.self) { cell, row, _ in cell.show(row) }
        var collectionShown: Set<IndexPath> = []
        var tableShown: Set<IndexPath> = []
        collection.willDisplayItem { collectionShown.insert($0) }
        table.willDisplayItem { tableShown.insert($0) }
        let rows = [(0, [Row(id: 1, text: "one"), Row(id: 2, text: "two")]), (1, [Row(id: 3, text: "three")])]
        try collection.apply(sections: rows)
        try table.apply(sections: rows)
        let every: Set = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)]
        #expect(collectionShown == every)
        #expect(tableShown == every)
    }

    @Test("applying updates to a collection view whose counts were read before the data source changed is what the driver avoids")
    func naiveUpdateIsCaught() throws {
        // A hand-written update that forgets the insert: the simulation reports it, as UIKit would crash.
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let list = CollectionViewListDataSource<Int, Row>(collectionView: view, cell: LabelCell.self) { cell, row, _ in cell.show(row) }
        let violations = try SimulatedUIKit.violations {
            list.dataSource.apply(try Snapshot(sections: [(0, [Row(id: 1, text: "one")])]), animatingDifferences: false)
            view.reloadData()
            _ = try? list.apply(sections: [(0, [Row(id: 1, text: "one"), Row(id: 2, text: "two")])])
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        }
        #expect(violations.map(\.rule) == [.invalidBatchUpdate])
    }
}
#endif
