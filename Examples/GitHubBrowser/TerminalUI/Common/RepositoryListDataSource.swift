import GitHubBrowserPresentation
import StrataCore
import StrataList
import StrataTerminal

/// The data-source wrapper of every list of repositories (search results, favourites): it owns a
/// `ListDataSource` bound to the screen's `ListView`, draws each `RepositoryRow` as one line,
/// and keeps cell-level events inside, exposing row indices only.
///
/// ```swift
/// private lazy var dataSource = RepositoryListDataSource(listView: rootView.listView)
/// dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
/// func showRows(_ rows: [RepositoryRow]) { dataSource.update(rows: rows) }
/// ```
///
/// Updates are diffed: toggling a favourite reloads one row, loading more inserts rows at the
/// end, and the highlighted repository stays highlighted.
@MainActor
public final class RepositoryListDataSource {
    private let dataSource: ListDataSource<Int, RepositoryRow, ListView>
    private weak var listView: ListView?

    /// Binds a new data source to `listView`.
    public init(listView: ListView) {
        self.listView = listView
        dataSource = ListDataSource(renderer: listView) { _, _, row in
            ListRow(row.text, detail: row.detail)
        }
        listView.bind(to: dataSource)
    }

    /// The rows shown now.
    public var rows: [RepositoryRow] {
        dataSource.snapshot().itemIdentifiers
    }

    /// Shows `rows`, animating the difference from what is shown. A repository listed twice is
    /// shown once (its first occurrence).
    public func update(rows: [RepositoryRow]) {
        var seen = Set<RepositoryRow>()
        let unique = rows.filter { seen.insert($0).inserted }
        var snapshot = Snapshot<Int, RepositoryRow>()
        // Identifiers are unique by construction, so neither call can fail.
        try? snapshot.appendSections([0])
        try? snapshot.appendItems(unique, toSection: 0)
        dataSource.apply(snapshot)
    }

    /// Calls `handler` with the index of the row the user opened (Enter).
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey? {
        listView?.didSelectRow { indexPath in handler(indexPath.item) }
    }

    /// Calls `handler` with the index of the highlighted row whenever it changes.
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
}
