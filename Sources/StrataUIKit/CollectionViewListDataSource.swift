#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataCore
import StrataList

/// The base of a screen's per-cell-kind data-source wrapper over a `UICollectionView`, as the
/// articles advise: the wrapper's `init(collectionView:)` creates one, which registers the cell
/// class and becomes the collection view's data source and delegate; the wrapper's
/// `update(newItems:)` applies a snapshot; cell events stay inside.
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
/// moves, then reconfigurations and reloads), so the counts always agree with what the collection
/// view was told.
@MainActor
public final class CollectionViewListDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The diffing data source behind the collection view.
    public let dataSource: ListDataSource<Section, Item, UICollectionView>
    private let binding: CollectionViewBinding
    private let selections = HandlerRegistry<Item>()

    /// Registers `cell` for `collectionView`, becomes its data source and delegate, and loads the
    /// (empty) content.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to fill; it keeps a reference to this object's
    ///     binding (its `dataSource` and `delegate` are weak, the wrapper owns this object).
    ///   - cell: The cell class of every item.
    ///   - isContentEqual: Tells whether a kept item's content is unchanged (its cell is then not
    ///     reconfigured); `nil` compares identity only.
    ///   - configure: Fills a dequeued cell for an item.
    public init<Cell: UICollectionViewCell>(
        collectionView: UICollectionView,
        cell: Cell.Type,
        isContentEqual: ((Item, Item) -> Bool)? = nil,
        configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
        let identifier = String(describing: Cell.self)
        collectionView.register(Cell.self, forCellWithReuseIdentifier: identifier)
        let dataSource = ListDataSource<Section, Item, UICollectionView>(renderer: collectionView, isContentEqual: isContentEqual) { view, path, item in
            let indexPath = IndexPath(path)
            let dequeued = view.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            if let cell = dequeued as? Cell { configure(cell, item, indexPath) }
            return dequeued
        }
        self.dataSource = dataSource
        let selections = self.selections
        binding = CollectionViewBinding(
            numberOfSections: { [weak dataSource] in dataSource?.numberOfSections ?? 0 },
            numberOfItems: { [weak dataSource] section in dataSource?.numberOfItems(inSection: section) ?? 0 },
            cell: { [weak dataSource] view, indexPath in
                dataSource?.cell(at: ListIndexPath(item: indexPath.item, section: indexPath.section)) ?? UICollectionViewCell(frame: .zero)
            },
            didSelect: { [weak dataSource] indexPath in
                if let item = dataSource?.itemIdentifier(for: ListIndexPath(item: indexPath.item, section: indexPath.section)) { selections.emit(item) }
            }
        )
        collectionView.dataSource = binding
        collectionView.delegate = binding
        collectionView.reloadData()
    }

    /// Shows `sections`, animating the difference from what is shown.
    ///
    /// - Throws: `SnapshotError` for a duplicate section or item; the collection view keeps what
    ///   it shows.
    public func apply(sections: some Sequence<(Section, [Item])>, animatingDifferences: Bool = true) throws(SnapshotError) {
        try dataSource.apply(sections: sections, animatingDifferences: animatingDifferences)
    }

    /// The item at `indexPath`, or `nil` for a position that is not there.
    public func item(at indexPath: IndexPath) -> Item? {
        dataSource.itemIdentifier(for: ListIndexPath(item: indexPath.item, section: indexPath.section))
    }

    /// Calls `handler` with the item the user selects (taps).
    @discardableResult
    public func didSelectItem(_ handler: @escaping @MainActor (Item) -> Void) -> RegistryKey {
        selections.register(handler)
    }
}

/// The `UICollectionViewDataSource` and delegate of a ``CollectionViewListDataSource``: it reads
/// the `ListDataSource` and reports selections.
@MainActor
final class CollectionViewBinding: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    private let sections: () -> Int
    private let items: (Int) -> Int
    private let cell: (UICollectionView, IndexPath) -> UICollectionViewCell
    private let didSelect: (IndexPath) -> Void

    init(
        numberOfSections: @escaping () -> Int,
        numberOfItems: @escaping (Int) -> Int,
        cell: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell,
        didSelect: @escaping (IndexPath) -> Void
    ) {
        sections = numberOfSections
        items = numberOfItems
        self.cell = cell
        self.didSelect = didSelect
        super.init()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections() }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items(section) }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelect(indexPath)
    }
}
