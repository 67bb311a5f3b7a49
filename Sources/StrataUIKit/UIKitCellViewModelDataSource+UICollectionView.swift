#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataList

extension UIKitCellViewModelDataSource where View == UICollectionView {
    /// Registers `cell` for `collectionView`, becomes its data source and delegate, and configures
    /// each cell from its item's view model — article ⑤'s `init(collectionView:viewModelProvider:)`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to fill.
    ///   - cell: The cell class of every item.
    ///   - isContentEqual: Tells whether a kept item's content is unchanged; when it is not, its
    ///     view model is made again and its cell reconfigured. `nil` compares identity only.
    ///   - viewModelProvider: Makes the view model of an item, once while it stays in the list.
    ///   - configure: Fills a cell from its view model's content.
    public convenience init<Cell: UICollectionViewCell>(
        collectionView: UICollectionView,
        cell: Cell.Type,
        isContentEqual: ((Item, Item) -> Bool)? = nil,
        viewModelProvider: @escaping ViewModelProvider,
        configure: @escaping @MainActor (Cell, CellViewModel.Content) -> Void
    ) {
        let viewModels = ListCellViewModels(isContentEqual: isContentEqual, provider: viewModelProvider)
        let list = UIKitListDataSource<Section, Item, UICollectionView>(
            collectionView: collectionView, cell: cell, isContentEqual: isContentEqual
        ) { cell, item, indexPath in
            let update = UIKitCellViewModelDataSource.bind(cell, item: item, at: indexPath, viewModels: viewModels, configure: configure)
            cell.configurationUpdateHandler = { cell, state in
                if let cell = cell as? Cell { update(cell, state) }
            }
        }
        self.init(list: list, viewModels: viewModels)
        handleTaps { [weak collectionView] indexPath, viewModel in
            if let cell = collectionView?.cellForItem(at: indexPath) as? Cell { configure(cell, viewModel.content) }
        }
    }
}
#endif
