import SamplePresenters
import StrataCore
import StrataList
import StrataTerminal

/// The samples' list data-source wrapper: one shape for their three lists (the user search's users
/// and a user's repositories, and chapter 11's repositories). A screen creates it with its list view, shows rows with
/// ``update(newItems:)`` and hears of the row the user opened by index; the `ListDataSource` and
/// the cell drawing stay inside.
///
/// Each kind of row has its own initialiser, where its cells are drawn: `init(listView:)` for
/// `UserRow`, `UserRepositoryRow` and `GitHubRepoModel`.
@MainActor
public final class RowListDataSource<Row: Hashable & Sendable> {
    private let dataSource: ListDataSource<Int, Row, ListView>
    private weak var listView: ListView?

    /// Binds a new data source to `listView`, drawing each row with `cell`.
    public init(listView: ListView, cell: @escaping @MainActor (Row) -> ListRow) {
        self.listView = listView
        dataSource = ListDataSource(renderer: listView) { _, _, row in cell(row) }
        listView.bind(to: dataSource)
    }

    /// Shows `newItems` in one section, animating the difference from what is shown. A row listed
    /// twice is shown once, at its first place.
    public func update(newItems: [Row]) {
        var seen = Set<Row>()
        let unique = newItems.filter { seen.insert($0).inserted }
        // One section of unique rows cannot be refused; were it to be, the list keeps what it shows.
        _ = try? dataSource.apply(sections: [(0, unique)])
    }

    /// Calls `handler` with the index of the row the user opened (Enter).
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey? {
        listView?.didSelectRow { indexPath in handler(indexPath.item) }
    }
}

extension RowListDataSource where Row == UserRow {
    /// The list of users: the login, with what is known of the user at the end.
    public convenience init(listView: ListView) {
        self.init(listView: listView) { row in ListRow(row.login, detail: row.detail.isEmpty ? nil : row.detail) }
    }
}

extension RowListDataSource where Row == UserRepositoryRow {
    /// The list of a user's repositories: the name and description, with the language and stars
    /// at the end.
    public convenience init(listView: ListView) {
        self.init(listView: listView) { row in ListRow(row.text, detail: row.detail) }
    }
}

extension RowListDataSource where Row == GitHubRepoModel {
    /// Chapter 11's list of repositories: the full name, with the stars at the end.
    public convenience init(listView: ListView) {
        self.init(listView: listView) { repo in ListRow(repo.name, detail: repo.starsText) }
    }
}
