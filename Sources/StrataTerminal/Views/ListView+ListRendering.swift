import StrataList

extension ListView: ListRendering {
    /// A list view's cell is the row it draws.
    public typealias Cell = ListRow

    /// Makes the list show the content of `dataSource`: row counts from
    /// `dataSource.numberOfItems(inSection:)`, rows from `dataSource.cell(at:)` (only for the rows
    /// being drawn), section headers from `sectionTitle`. From then on every `apply` on the data
    /// source animates into the list, keeping the selection on the same item.
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
    /// The list holds the data source weakly (the wrapper owns it), as the data source holds the
    /// list. It replaces ``rowProvider`` and ``sectionTitleProvider``.
    ///
    /// - Parameters:
    ///   - dataSource: The data source whose renderer is this list.
    ///   - sectionTitle: The header of a section, or `nil` (the default) for sections without one.
    public func bind<Section, Item>(
        to dataSource: ListDataSource<Section, Item, ListView>,
        sectionTitle: (@MainActor (Section) -> String?)? = nil
    ) {
        rowProvider = { [weak dataSource] indexPath in dataSource?.cell(at: indexPath) ?? ListRow("") }
        if let sectionTitle {
            sectionTitleProvider = { [weak dataSource] section in
                guard let identifier = dataSource?.sectionIdentifier(for: section) else { return nil }
                return sectionTitle(identifier)
            }
        } else {
            sectionTitleProvider = nil
        }
        binding = ListViewBinding(
            rowCounts: { [weak dataSource] in
                guard let dataSource else { return [] }
                return (0..<dataSource.numberOfSections).map { dataSource.numberOfItems(inSection: $0) }
            },
            item: { [weak dataSource] indexPath in dataSource?.itemIdentifier(for: indexPath).map(AnyHashable.init) },
            indexPath: { [weak dataSource] item in
                (item.base as? Item).flatMap { dataSource?.indexPath(for: $0) }
            }
        )
        reloadData()
    }

    /// Shows the changes of a bound data source: converts the changeset to a ``ListUpdate``,
    /// derives the new row counts from it, and keeps the selection on the same item (it follows
    /// moves, also across sections, and shifts past insertions and deletions). A terminal draws
    /// no animation, so `completion` runs at once with `true`.
    ///
    /// If the changeset does not fit what the list shows (it was bound after content had been
    /// applied), the list reloads instead, so it never shows stale rows.
    public func performBatchUpdates<Section, Item>(
        _ changeset: ListChangeset<Section, Item>,
        completion: @escaping @MainActor (_ finished: Bool) -> Void
    ) {
        let derived = changeset.rowCounts(applyingTo: rowCounts)
        let current = binding?.rowCounts() ?? derived
        if let derived, derived == current {
            performUpdates(ListUpdate(changeset), rowCounts: derived)
        } else {
            reloadData()
        }
        completion(true)
    }

    /// Reads all content again: the row counts from the bound data source (or the current counts
    /// for a list fed by hand), the section titles, and the visible rows. The selection stays at
    /// the same position if it still exists.
    public func reloadData() {
        reloadData(rowCounts: binding?.rowCounts() ?? rowCounts)
    }
}
