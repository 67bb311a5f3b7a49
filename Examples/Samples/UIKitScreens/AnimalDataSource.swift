#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import SamplePresenters
import StrataList
import StrataUIKit

/// The album's data-source wrapper: one kind of cell (`AnimalPhotoCell`), one section, and only
/// what the screen needs — `update(newItems:)`. Registration, cell configuration and cell events
/// stay inside.
///
/// As article ⑤'s `HomeCollectionDataSourceWrapper<CellViewModel>`, it is generic over the tiles'
/// view model, made with `init(collectionView:viewModelProvider:)` (the album's screen passes
/// `AnimalPhotoTileViewModel.init(photo:)`). A tap on a tile goes to its view model (the `♥` mark
/// toggles), and so does the change of the cell's selection (its `UICellConfigurationState`: the
/// selected tile is drawn inverted); the cell is configured again from the view model each time.
/// The view controller never hears of it.
@MainActor
public final class AnimalDataSource<CellViewModel: ListCellViewModel> where CellViewModel.Content == AnimalPhotoTile {
    private enum Section: Hashable, Sendable {
        case animalPhotos
    }

    private let list: CollectionViewCellViewModelDataSource<Section, AnimalPhoto, CellViewModel>

    /// Registers the cell and becomes the data source of `collectionView`; each tile is configured
    /// from the view model `viewModelProvider` makes for its photo.
    public init(collectionView: UICollectionView, viewModelProvider: @escaping @MainActor (AnimalPhoto, IndexPath) -> CellViewModel) {
        list = CollectionViewCellViewModelDataSource(
            collectionView: collectionView, cell: AnimalPhotoCell.self, viewModelProvider: viewModelProvider
        ) { cell, tile in
            cell.show(tile)
        }
    }

    /// Shows `newItems`, animating the difference from what is shown.
    ///
    /// - Throws: `SnapshotError.duplicateItem` if a photo occurs twice; the album keeps what it shows.
    public func update(newItems: [AnimalPhoto]) throws(SnapshotError) {
        try list.apply(sections: [(.animalPhotos, newItems)])
    }
}
#endif
