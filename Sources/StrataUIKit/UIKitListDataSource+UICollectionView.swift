#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataList

extension UIKitListDataSource where View == UICollectionView {
    /// Registers `cell` for `collectionView`, becomes its data source and delegate, and loads the
    /// (empty) content.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to fill.
    ///   - cell: The cell class of every item.
    ///   - isContentEqual: Tells whether a kept item's content is unchanged (its cell is then not
    ///     reconfigured); `nil` compares identity only.
    ///   - configure: Fills a dequeued cell for an item.
    public convenience init<Cell: UICollectionViewCell>(
        collectionView: UICollectionView,
        cell: Cell.Type,
        isContentEqual: ((Item, Item) -> Bool)? = nil,
        configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
        let identifier = String(describing: Cell.self)
        collectionView.register(Cell.self, forCellWithReuseIdentifier: identifier)
        self.init(dataSource: ListDataSource(renderer: collectionView, isContentEqual: isContentEqual) { view, path, item in
            let indexPath = IndexPath(path)
            let dequeued = view.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            if let cell = dequeued as? Cell { configure(cell, item, indexPath) }
            return dequeued
        })
        let binding = CollectionViewBinding(self)
        self.binding = binding
        collectionView.dataSource = binding
        collectionView.delegate = binding
        collectionView.reloadData()
    }
}

/// The `UICollectionViewDataSource` and delegate of a ``UIKitListDataSource``.
@MainActor
final class CollectionViewBinding<Section: Hashable & Sendable, Item: Hashable & Sendable>: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    private weak var list: UIKitListDataSource<Section, Item, UICollectionView>?

    init(_ list: UIKitListDataSource<Section, Item, UICollectionView>) {
        self.list = list
        super.init()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { list?.numberOfSections ?? 0 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        list?.numberOfItems(inSection: section) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        list?.cell(at: indexPath) ?? UICollectionViewCell(frame: .zero)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        list?.didSelect(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        list?.willDisplay(at: indexPath)
    }
}
#endif
