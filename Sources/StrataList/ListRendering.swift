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
