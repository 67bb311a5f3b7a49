import StrataList

/// How a ``ListView`` bound to a `ListDataSource` (``ListView/bind(to:sectionTitle:)``) reads it:
/// a ``ListViewDataSource`` that forwards to the data source, held weakly, and adds the section
/// titles. The list keeps it alive; the screen's data-source wrapper owns the data source.
@MainActor
final class ListDataSourceBinding<Section: Hashable & Sendable, Item: Hashable & Sendable>: ListViewDataSource {
    private weak var dataSource: ListDataSource<Section, Item, ListView>?
    private let sectionTitle: (@MainActor (Section) -> String?)?

    init(dataSource: ListDataSource<Section, Item, ListView>, sectionTitle: (@MainActor (Section) -> String?)?) {
        self.dataSource = dataSource
        self.sectionTitle = sectionTitle
    }

    var numberOfSections: Int {
        dataSource?.numberOfSections ?? 0
    }

    func numberOfItems(inSection section: Int) -> Int {
        dataSource?.numberOfItems(inSection: section) ?? 0
    }

    func cell(at indexPath: ListIndexPath) -> ListRow {
        dataSource?.cell(at: indexPath) ?? ListRow("")
    }

    func title(forSection section: Int) -> String? {
        guard let sectionTitle, let identifier = dataSource?.sectionIdentifier(for: section) else { return nil }
        return sectionTitle(identifier)
    }

    func itemIdentifier(for indexPath: ListIndexPath) -> Item? {
        dataSource?.itemIdentifier(for: indexPath)
    }

    func indexPath(for itemIdentifier: Item) -> ListIndexPath? {
        dataSource?.indexPath(for: itemIdentifier)
    }
}
