#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import StrataList
import StrataUIKit
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// The data-source wrapper of the browser's lists on UIKit — the articles' per-cell-kind wrapper,
/// the same concept and name as the terminal's `ItemListDataSource`: a screen creates it with its
/// table view, shows items with ``update(newItems:)``, and hears of the user's choices by row
/// index. Cell registration and configuration, and the table's cell events, stay inside.
///
/// Each kind of row has its own initialiser, where its cells are filled (`init(tableView:)` for
/// `RepositoryRow` and for `RepositoryListRow`):
///
/// ```swift
/// private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)
/// dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }   // input
/// func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }           // output
/// ```
@MainActor
public final class ItemListDataSource<Item: Hashable & Sendable & ContentEquatable>: ItemListDisplay {
    private let list: TableViewListDataSource<Int, Item>

    /// Registers `RepositoryCell` and becomes the data source of `tableView`; each cell shows the
    /// `text` and `detail` that `row` gives for its item.
    public init(tableView: UITableView, row: @escaping @MainActor (Item) -> (text: String, detail: String)) {
        list = TableViewListDataSource(tableView: tableView, cell: RepositoryCell.self, isContentEqual: { $0.isContentEqual(to: $1) }) { cell, item, _ in
            let shown = row(item)
            cell.show(text: shown.text, detail: shown.detail)
        }
    }

    /// The items shown now.
    public var items: [Item] {
        list.dataSource.snapshot().itemIdentifiers
    }

    /// The item at row `index`, or `nil` for a row that is not there (a stale index).
    public func item(at index: Int) -> Item? {
        list.dataSource.itemIdentifier(for: ListIndexPath(item: index, section: 0))
    }

    /// Shows `newItems` in one section, animating the difference. An item listed twice (pages that
    /// overlap) is shown once, at its first place.
    public func update(newItems: [Item]) {
        var seen = Set<Item>()
        let unique = newItems.filter { seen.insert($0).inserted }
        // One section of unique items cannot be refused; were it to be, the table keeps what it shows.
        _ = try? list.apply(sections: [(0, unique)])
    }

    /// Calls `handler` with the index of the row the user taps.
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey {
        list.didSelectItem { [unowned self] item in
            if let index = items.firstIndex(of: item) { handler(index) }
        }
    }

    /// Calls `handler` with the index of each row about to come on screen.
    @discardableResult
    public func willDisplayRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey {
        list.willDisplayItem { handler($0.row) }
    }
}

extension ItemListDataSource where Item == RepositoryRow {
    /// The list of the Search and Favourites screens: the favourite mark, the full name and the
    /// description, with the language and stars below.
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView) { row in (row.text, row.detail) }
    }
}

extension ItemListDataSource where Item == RepositoryListRow {
    /// The list of the Public tab and of the signed-in user's repositories, whose rows are of
    /// several kinds (a notice, the repositories, "show more", loading, a failed page, the end),
    /// each worded for UIKit (`RepositoryListRow.uikitRow`).
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView) { row in row.uikitRow }
    }
}
#endif
