import StrataCore
import StrataList
import StrataTerminal

/// The data-source wrapper of every list of repositories (search results, favourites): it feeds the
/// screen's `ListView`, draws each ``RepositoryRow`` as one line, and keeps cell-level events
/// inside, exposing row indices only.
///
/// ```swift
/// private lazy var dataSource = RepositoryListDataSource(listView: rootView.listView)
/// dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
/// func showRows(_ rows: [RepositoryRow]) { dataSource.update(rows: rows) }
/// ```
///
/// Each update reloads the list's row counts; the highlight stays at the same position, so marks
/// toggling and rows appended at the end (loading more) keep the highlighted repository.
@MainActor
public final class RepositoryListDataSource {
    private var current: [RepositoryRow] = []
    private weak var listView: ListView?

    /// Binds a new data source to `listView`.
    public init(listView: ListView) {
        self.listView = listView
        listView.rowProvider = { [weak self] indexPath in
            guard let row = self?.current[safe: indexPath.row] else { return ListRow("") }
            return ListRow(row.text, detail: row.detail)
        }
    }

    /// The rows shown now.
    public var rows: [RepositoryRow] {
        current
    }

    /// Shows `rows`. A repository listed twice is shown once (its first occurrence).
    public func update(rows: [RepositoryRow]) {
        var seen = Set<RepositoryRow>()
        let unique = rows.filter { seen.insert($0).inserted }
        current = unique
        listView?.reloadData(rowCounts: [unique.count])
    }

    /// Calls `handler` with the index of the row the user opened (Enter).
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey? {
        listView?.didSelectRow { indexPath in handler(indexPath.row) }
    }

    /// Calls `handler` with the index of the highlighted row whenever it changes.
    @discardableResult
    public func didHighlightRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey? {
        listView?.selectionDidChange { indexPath in
            if let indexPath { handler(indexPath.row) }
        }
    }

    /// The index of the highlighted row, if any.
    public var highlightedIndex: Int? {
        listView?.selectedIndexPath?.row
    }
}
