import StrataList
import StrataTerminal

/// The Public list's data source wrapper: the only place that knows how a repository row is drawn
/// and how the list view is updated. The view controller calls ``update(newItems:)`` and asks
/// which repository a row shows.
@MainActor
final class PublicRepositoriesDataSource {
    private weak var listView: ListView?
    private var items: [PublicRepositoryItem] = []

    /// Sets itself up as `listView`'s row provider.
    init(listView: ListView) {
        self.listView = listView
        listView.rowProvider = { [weak self] indexPath in
            guard let self, self.items.indices.contains(indexPath.item) else { return ListRow("") }
            let item = self.items[indexPath.item]
            return ListRow(item.text, detail: item.detail)
        }
    }

    /// Shows `newItems`.
    func update(newItems: [PublicRepositoryItem]) {
        items = newItems
        listView?.reloadData(rowCounts: [newItems.count])
    }

    /// The row shown at `indexPath`, or `nil` if there is none.
    func item(at indexPath: ListIndexPath) -> PublicRepositoryItem? {
        items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The position of `indexPath` in the list, counting from 0.
    func position(of indexPath: ListIndexPath) -> Int { indexPath.item }
}
