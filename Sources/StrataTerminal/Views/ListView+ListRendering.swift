import StrataList

extension ListView: ListRendering {
    /// A list view's cell is the row it draws.
    public typealias Cell = ListRow

    /// Makes the list show the content of `dataSource`: counts from
    /// `dataSource.numberOfItems(inSection:)`, rows from `dataSource.cell(at:)` (only for the rows
    /// being drawn), section headers from `sectionTitle`. From then on every `apply` on the data
    /// source shows in the list, the selected item staying selected where it goes.
    ///
    /// Call it once, right after creating the data source — typically in the `init(listView:)` of
    /// a screen's data-source wrapper, which keeps cell configuration and cell events inside and
    /// exposes only what the screen needs:
    ///
    /// ```swift
    /// @MainActor
    /// final class RepositoryDataSource {
    ///     private let dataSource: ListDataSource<Int, Repository, ListView>
    ///     private let selections = HandlerRegistry<Repository>()
    ///
    ///     init(listView: ListView) {
    ///         dataSource = ListDataSource(renderer: listView) { _, _, repository in
    ///             ListRow(repository.fullName, detail: "★ \(repository.stars)")
    ///         }
    ///         listView.bind(to: dataSource)
    ///         listView.didSelectRow { [unowned self] indexPath in
    ///             if let repository = dataSource.itemIdentifier(for: indexPath) { selections.emit(repository) }
    ///         }
    ///     }
    ///
    ///     func update(newItems: [Repository]) throws(SnapshotError) {
    ///         try dataSource.apply(sections: [(0, newItems)])
    ///     }
    /// }
    /// ```
    ///
    /// The list reads the data source through a small ``ListViewDataSource`` it keeps as its
    /// ``dataSource``; that adapter holds the data source weakly (the wrapper owns it), as the
    /// data source holds the list. Binding reloads the list and calls no selection handler.
    ///
    /// - Parameters:
    ///   - dataSource: The data source whose renderer is this list.
    ///   - sectionTitle: The header of a section, or `nil` (the default) for sections without one.
    public func bind<Section, Item>(
        to dataSource: ListDataSource<Section, Item, ListView>,
        sectionTitle: (@MainActor (Section) -> String?)? = nil
    ) {
        let binding = ListDataSourceBinding(dataSource: dataSource, sectionTitle: sectionTitle)
        self.binding = binding
        self.dataSource = binding
    }

    /// Shows the changes of a bound data source, which already holds the new content: the list
    /// reads its counts and section titles again (O(sections)), and finds the selected item where
    /// it now is through the data source (``ListViewDataSource/indexPath(for:)``); if the item is
    /// gone, the row now at its old place is selected. Like ``reloadData()``, it calls no selection
    /// handler. A terminal draws no animation, so `completion` runs at once with `true`.
    public func performBatchUpdates<Section, Item>(
        _ changeset: ListChangeset<Section, Item>,
        completion: @escaping @MainActor (_ finished: Bool) -> Void
    ) {
        reloadData()
        completion(true)
    }
}

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
