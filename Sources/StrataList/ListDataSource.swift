/// Keeps the content of one list and brings its list view up to date, with animations, whenever
/// you give it a new snapshot.
///
/// It is the diffable data source of Strata. A screen rarely uses it directly: it wraps it in a
/// small type per cell kind that exposes only what the screen needs (`update(newItems:)`), as the
/// article *StrataList* shows.
///
/// ```swift
/// let dataSource = ListDataSource<Int, RepositoryRow, ListView>(renderer: listView) { list, path, row in
///     list.makeCell(title: row.name)
/// }
/// try dataSource.apply(sections: [(0, rows)])
/// ```
///
/// The renderer is held weakly: the screen owns its list view, and a list view commonly keeps a
/// reference to its data source to read cells.
@MainActor
public final class ListDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable, Renderer: ListRendering> {
    /// Makes the cell of `item` at an index path; the renderer is passed so that a driver that
    /// recycles cells (`UICollectionView`) can dequeue one.
    public typealias CellProvider = @MainActor (_ renderer: Renderer, _ indexPath: ListIndexPath, _ item: Item) -> Renderer.Cell

    /// The list view this data source updates, if it still exists.
    public private(set) weak var renderer: Renderer?
    private let cellProvider: CellProvider
    @usableFromInline let isContentEqual: ((Item, Item) -> Bool)?
    /// What the list shows now. Internal and inlinable with the `apply` methods, so that the diff
    /// specialises for the caller's identifier types.
    @usableFromInline var current = Snapshot<Section, Item>()

    /// Creates an empty data source for `renderer`, comparing items by identity only.
    ///
    /// - Parameters:
    ///   - renderer: The list view to update.
    ///   - isContentEqual: Tells whether a kept item's content is unchanged; `nil` (the default)
    ///     treats a kept item as unchanged unless it is marked with ``Snapshot/reloadItems(_:)``.
    ///   - cellProvider: Makes the cell for an item.
    public init(
        renderer: Renderer,
        isContentEqual: ((Item, Item) -> Bool)? = nil,
        cellProvider: @escaping CellProvider
    ) {
        self.renderer = renderer
        self.cellProvider = cellProvider
        self.isContentEqual = isContentEqual
    }

    /// A copy of the content the list shows now.
    public func snapshot() -> Snapshot<Section, Item> {
        current
    }

    /// Shows `snapshot`: diffs it against the current content and animates the changes
    /// (`animatingDifferences: true`), or reloads the list without animation.
    ///
    /// - Parameters:
    ///   - snapshot: What the list should show now.
    ///   - animatingDifferences: Whether to animate the changes (batch updates) or reload the list.
    ///   - completion: Runs once the list shows the new content.
    /// - Returns: The changes applied, for callers that want to react to them (scroll to an
    ///   inserted row, keep a selection).
    @discardableResult
    @inlinable
    public func apply(
        _ snapshot: Snapshot<Section, Item>,
        animatingDifferences: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) -> ListChangeset<Section, Item> {
        let changeset = ListDiffer.changeset(from: current, to: snapshot, isContentEqual: isContentEqual)
        current = snapshot.clearingMarks()
        guard let renderer else {
            completion?()
            return changeset
        }
        if animatingDifferences {
            renderer.performBatchUpdates(changeset) { _ in completion?() }
        } else {
            renderer.reloadData()
            completion?()
        }
        return changeset
    }

    /// Builds a snapshot from sections and their items, then shows it as ``apply(_:animatingDifferences:completion:)``
    /// does.
    ///
    /// Use it when the content comes from outside (a server response): if it holds a duplicate
    /// identifier, nothing changes — the list keeps its previous, valid content — and the error
    /// names the identifier.
    /// - Throws: ``SnapshotError/duplicateSection(_:)`` or ``SnapshotError/duplicateItem(_:)``.
    @discardableResult
    @inlinable
    public func apply(
        sections: some Sequence<(Section, [Item])>,
        animatingDifferences: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) throws(SnapshotError) -> ListChangeset<Section, Item> {
        let snapshot = try Snapshot(sections: sections)
        return apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// How many sections the list has.
    public var numberOfSections: Int {
        current.numberOfSections
    }

    /// How many items the section at `section` has; 0 for an index out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        current.sectionContents.indices.contains(section) ? current.sectionContents[section].count : 0
    }

    /// The identifier of the section at `index`, or `nil` for an index out of range.
    public func sectionIdentifier(for index: Int) -> Section? {
        current.sectionIDs.indices.contains(index) ? current.sectionIDs[index] : nil
    }

    /// The item at `indexPath` (a tapped row, say), or `nil` for an index path out of range.
    public func itemIdentifier(for indexPath: ListIndexPath) -> Item? {
        current.itemIdentifier(at: indexPath)
    }

    /// Where `item` is shown, or `nil` if the list does not show it.
    public func indexPath(for item: Item) -> ListIndexPath? {
        current.indexPath(for: item)
    }

    /// The cell for the item at `indexPath`, made by the cell provider; `nil` for an index path
    /// out of range or when the renderer no longer exists. Drivers call it to draw a row.
    public func cell(at indexPath: ListIndexPath) -> Renderer.Cell? {
        guard let renderer, let item = current.itemIdentifier(at: indexPath) else { return nil }
        return cellProvider(renderer, indexPath, item)
    }
}

/// A list view that a ``ListDataSource`` can update: what a UI driver implements.
///
/// A driver's list (a terminal `ListView`, an adapter around `UICollectionView`) adopts it and
/// reads its content back from the data source (``ListDataSource/numberOfSections``,
/// ``ListDataSource/numberOfItems(inSection:)``, ``ListDataSource/cell(at:)``). The data source
/// has already switched to the new content when it calls either method.
///
/// - A terminal list needs no changeset: it reads its counts again and redraws the rows it shows
///   (its renderer writes only the cells that changed), and finds its selected item where it now
///   is with ``ListDataSource/indexPath(for:)``.
/// - A `UICollectionView` adapter calls `performBatchUpdates` with the changeset's deletes,
///   inserts and moves (converted to `IndexPath`), then `reconfigureItems` with
///   ``ListChangeset/itemReconfigures`` and `reloadItems` with ``ListChangeset/itemReloads``
///   (those are new index paths, valid once the batch is done).
@MainActor
public protocol ListRendering: AnyObject {
    /// What the list shows for one item: a row view, a `UICollectionViewCell`, a line of text.
    associatedtype Cell

    /// Animates the given changes; call `completion` once they are on screen, with `false` if
    /// the animation was interrupted.
    func performBatchUpdates<Section, Item>(
        _ changeset: ListChangeset<Section, Item>,
        completion: @escaping @MainActor (_ finished: Bool) -> Void
    )

    /// Drops everything shown and reads the whole content again, without animation.
    func reloadData()
}
