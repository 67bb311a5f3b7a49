import GitHubBrowserPresentation
import StrataList
import StrataTerminal

/// The Public list's data source wrapper: the only place that knows how a repository row is drawn.
///
/// It owns a `ListDataSource` bound to the list view, so every update is diffed (rows that stay keep
/// the selection) instead of reloading the whole list. The view controller calls
/// ``update(newItems:)`` and asks which repository a row shows.
@MainActor
public final class PublicRepositoriesDataSource {
    private let dataSource: ListDataSource<Int, PublicRepositoryItem, ListView>

    /// Creates the data source and binds `listView` to it.
    public init(listView: ListView) {
        dataSource = ListDataSource(renderer: listView) { _, _, item in
            ListRow(item.text, detail: item.detail)
        }
        listView.bind(to: dataSource)
    }

    /// Shows `newItems` in one section; a repository listed twice (pages that overlap) is shown once.
    public func update(newItems: [PublicRepositoryItem]) {
        var seen = Set<PublicRepositoryItem>()
        let unique = newItems.filter { seen.insert($0).inserted }
        // One section of unique items cannot be refused; were it to be, the list keeps what it shows.
        _ = try? dataSource.apply(sections: [(0, unique)])
    }

    /// The row shown at `indexPath`, or `nil` if there is none.
    public func item(at indexPath: ListIndexPath) -> PublicRepositoryItem? {
        dataSource.itemIdentifier(for: indexPath)
    }

    /// The position of `indexPath` in the list, counting from 0.
    public func position(of indexPath: ListIndexPath) -> Int { indexPath.item }
}
