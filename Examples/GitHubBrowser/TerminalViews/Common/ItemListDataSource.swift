import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataList
import StrataTerminal

/// The data-source wrapper of the browser's lists — the articles' per-cell-kind wrapper, in one
/// shape for every list: a screen creates it with its list view, shows items with
/// ``update(newItems:)``, and hears of the user's choices by row index. The `ListDataSource`, the
/// cell drawing and the list's cell events stay inside.
///
/// Each kind of row has its own initialiser, where its cells are drawn (`init(listView:)` for
/// `RepositoryRow` and for `RepositoryListRow`):
///
/// ```swift
/// private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)
/// dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }   // input
/// func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }           // output
/// ```
///
/// Updates are diffed: a changed item redraws its row, loading more inserts rows at the end, and
/// the highlighted item stays highlighted wherever it goes. Showing items never calls the
/// handlers; only the user's keys do.
@MainActor
public final class ItemListDataSource<Item: Hashable & Sendable & ContentEquatable>: ItemListDisplay {
    private let dataSource: ListDataSource<Int, Item, ListView>
    private weak var listView: ListView?

    /// Binds a new data source to `listView`, drawing each item with `row`.
    public init(listView: ListView, row: @escaping @MainActor (Item) -> ListRow) {
        self.listView = listView
        dataSource = ListDataSource(renderer: listView) { _, _, item in row(item) }
        listView.bind(to: dataSource)
    }

    /// The items shown now.
    public var items: [Item] {
        dataSource.snapshot().itemIdentifiers
    }

    /// Shows `newItems` in one section, animating the difference from what is shown. An item
    /// listed twice (pages that overlap) is shown once, at its first place.
    public func update(newItems: [Item]) {
        var seen = Set<Item>()
        let unique = newItems.filter { seen.insert($0).inserted }
        // One section of unique items cannot be refused; were it to be, the list keeps what it shows.
        _ = try? dataSource.apply(sections: [(0, unique)])
    }

    /// The item at row `index`, or `nil` for a row that is not there (a stale index).
    public func item(at index: Int) -> Item? {
        dataSource.itemIdentifier(for: ListIndexPath(item: index, section: 0))
    }

    /// Calls `handler` with the index of the row the user opened (Enter).
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey? {
        listView?.didSelectRow { indexPath in handler(indexPath.item) }
    }

    /// Calls `handler` with the index of the row the user moved the highlight to (never when
    /// items are shown).
    @discardableResult
    public func didHighlightRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey? {
        listView?.selectionDidChange { indexPath in
            if let indexPath { handler(indexPath.item) }
        }
    }

    /// The index of the highlighted row, if any.
    public var highlightedIndex: Int? {
        listView?.selectedIndexPath?.item
    }

    /// Highlights row `index` and scrolls it into view, without calling the highlight handler: for
    /// a screen that opens on a state that already has a highlighted row (a replayed run). An
    /// index with no row is ignored.
    public func highlightRow(at index: Int) {
        listView?.selectRow(at: ListIndexPath(item: index, section: 0))
    }
}

extension ItemListDataSource where Item == RepositoryRow {
    /// The list of repositories of the Search and Favourites screens: each row shows the favourite
    /// mark, the full name and the description, with the language and stars at the end.
    public convenience init(listView: ListView) {
        self.init(listView: listView) { row in ListRow(row.text, detail: row.detail) }
    }
}

extension ItemListDataSource where Item == RepositoryListRow {
    /// The list of the Public tab and of "Your repositories", whose rows are of several kinds (a
    /// notice, the repositories, "show more", loading, a failed page, the end), each drawn in its
    /// own look (`RepositoryListRow.terminalRow`).
    public convenience init(listView: ListView) {
        self.init(listView: listView) { row in row.terminalRow }
    }
}
