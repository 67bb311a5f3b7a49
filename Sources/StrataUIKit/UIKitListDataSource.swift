#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataCore
import StrataList

/// The base of a screen's per-cell-kind data-source wrapper, for a `UICollectionView`
/// (``CollectionViewListDataSource``) or a `UITableView` (``TableViewListDataSource``), as the
/// articles advise: the wrapper's `init(collectionView:)` creates one, which registers the cell
/// class and becomes the view's data source and delegate; the wrapper's `update(newItems:)` applies
/// a snapshot; cell events stay inside.
///
/// ```swift
/// @MainActor final class AnimalDataSource {
///     private let list: CollectionViewListDataSource<Int, AnimalPhoto>
///
///     init(collectionView: UICollectionView) {
///         list = CollectionViewListDataSource(collectionView: collectionView, cell: AnimalPhotoCell.self) { cell, photo, _ in
///             cell.show(photo)
///         }
///     }
///
///     func update(newItems: [AnimalPhoto]) throws(SnapshotError) {
///         try list.apply(sections: [(0, newItems)])
///     }
/// }
/// ```
///
/// Updates are diffed by a `ListDataSource` and applied with batch updates (deletes, inserts and
/// moves, then reconfigurations and reloads), so the counts always agree with what the view was told.
///
/// It is the UIKit driver's binding of a `ListDataSource` to a list view. The terminal driver does
/// the same with `ListView.bind(to:sectionTitle:)`; StrataTerminal's `ListViewDataSource` protocol is
/// something else: what a terminal `ListView` reads, as a table view reads its
/// `UITableViewDataSource`.
@MainActor
public final class UIKitListDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable, View: ListRendering> {
    /// The diffing data source behind the view.
    public let dataSource: ListDataSource<Section, Item, View>
    private let selections = HandlerRegistry<Item>()
    private let displays = HandlerRegistry<IndexPath>()
    /// The view's `dataSource` and `delegate` (UIKit holds them weakly).
    var binding: AnyObject?

    init(dataSource: ListDataSource<Section, Item, View>) {
        self.dataSource = dataSource
    }

    /// Shows `sections`, animating the difference from what is shown.
    ///
    /// - Throws: `SnapshotError` for a duplicate section or item; the view keeps what it shows.
    public func apply(sections: some Sequence<(Section, [Item])>, animatingDifferences: Bool = true) throws(SnapshotError) {
        try dataSource.apply(sections: sections, animatingDifferences: animatingDifferences)
    }

    /// The item at `indexPath`, or `nil` for a position that is not there.
    public func item(at indexPath: IndexPath) -> Item? {
        dataSource.itemIdentifier(for: ListIndexPath(item: indexPath[1], section: indexPath.section))
    }

    /// Calls `handler` with the item the user selects (taps).
    @discardableResult
    public func didSelectItem(_ handler: @escaping @MainActor (Item) -> Void) -> RegistryKey {
        selections.register(handler)
    }

    /// Calls `handler` with the index path of each item about to come on screen (to load more when
    /// the last one does). Collection views and table views both report it.
    @discardableResult
    public func willDisplayItem(_ handler: @escaping @MainActor (IndexPath) -> Void) -> RegistryKey {
        displays.register(handler)
    }

    /// What the view's data source answers: the counts, and the cell made by the cell provider.
    var numberOfSections: Int { dataSource.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }

    func cell(at indexPath: IndexPath) -> View.Cell? {
        dataSource.cell(at: ListIndexPath(item: indexPath[1], section: indexPath.section))
    }

    /// What the view's delegate hears.
    func didSelect(at indexPath: IndexPath) {
        if let item = item(at: indexPath) { selections.emit(item) }
    }

    func willDisplay(at indexPath: IndexPath) {
        displays.emit(indexPath)
    }
}

/// The base of a per-cell-kind wrapper over a `UICollectionView`; see ``UIKitListDataSource``.
public typealias CollectionViewListDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    UIKitListDataSource<Section, Item, UICollectionView>

/// The base of a per-cell-kind wrapper over a `UITableView`; see ``UIKitListDataSource``.
public typealias TableViewListDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    UIKitListDataSource<Section, Item, UITableView>
#endif
