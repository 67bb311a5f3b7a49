import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataList
import StrataTerminal

/// The Favourites list's data-source wrapper on the terminal, shared by the three architectures:
/// article ⑤'s wrapper generic over a cell view model. Each row gets a `FavouriteRowViewModel`;
/// when the highlight moves, the rows it leaves and reaches hear it from here and are drawn again
/// (the highlighted row's detail begins with `↵`) — no view controller is involved. Opening a row
/// (Enter) still goes to the screen, by row index.
///
/// ```swift
/// private lazy var dataSource = FavouritesDataSource(listView: rootView.listView)
/// dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }   // input
/// func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }           // output
/// ```
@MainActor
public final class FavouritesDataSource: ItemListDisplay {
    private let list: ListViewCellViewModelDataSource<Int, RepositoryRow, FavouriteRowViewModel>
    private weak var listView: ListView?

    /// Binds a new data source to `listView`, one `FavouriteRowViewModel` per row.
    public init(listView: ListView) {
        self.listView = listView
        list = ListViewCellViewModelDataSource(
            listView: listView,
            isContentEqual: { $0.isContentEqual(to: $1) },
            viewModelProvider: { row, _ in FavouriteRowViewModel(row: row) },
            row: { content, _ in ListRow(content.text, detail: content.terminalDetail) }
        )
    }

    /// Shows `newItems`, animating the difference from what is shown. A favourite listed twice is
    /// shown once, at its first place.
    public func update(newItems: [RepositoryRow]) {
        var seen = Set<RepositoryRow>()
        let unique = newItems.filter { seen.insert($0).inserted }
        // One section of unique items cannot be refused; were it to be, the list keeps what it shows.
        _ = try? list.apply(sections: [(0, unique)])
    }

    /// The favourite of row `index`, if there is one.
    public func item(at index: Int) -> RepositoryRow? {
        list.dataSource.itemIdentifier(for: ListIndexPath(item: index, section: 0))
    }

    /// Calls `handler` with the index of the row the user opened (Enter).
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey {
        list.didSelectItem { [unowned self] row in
            if let index = list.dataSource.indexPath(for: row)?.item { handler(index) }
        }
    }

    /// The index of the highlighted row, if any.
    public var highlightedIndex: Int? {
        listView?.selectedIndexPath?.item
    }
}
