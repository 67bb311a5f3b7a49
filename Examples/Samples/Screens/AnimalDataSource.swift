import SamplePresenters
import StrataList
import StrataTerminal

/// The album's list data source wrapper: turns photos into tiles of a `ListView`.
///
/// As the articles advise, it wraps a data source for one cell kind, keeps the cell configuration
/// and the cell events inside, and exposes only what the screen needs: ``update(newItems:)``. As
/// article ⑤'s `HomeCollectionDataSourceWrapper<CellViewModel>` does, it is generic over the
/// tiles' view model and gets one per photo from `viewModelProvider` (the album's screen passes
/// `AnimalPhotoTileViewModel.init(photo:)`); Enter on a tile goes to its view model, which toggles
/// the `♥` mark, and the row is drawn again — the screen never hears of it.
@MainActor
public final class AnimalDataSource<CellViewModel: ListCellViewModel> where CellViewModel.Content == AnimalPhotoTile {
    private enum Section: Hashable, Sendable {
        case animalPhotos
    }

    private let list: ListViewCellViewModelDataSource<Section, AnimalPhoto, CellViewModel>

    /// Binds a new data source to `listView`, which will show one tile per photo, drawn from the
    /// view model `viewModelProvider` makes for it.
    public init(listView: ListView, viewModelProvider: @escaping @MainActor (AnimalPhoto, ListIndexPath) -> CellViewModel) {
        list = ListViewCellViewModelDataSource(listView: listView, viewModelProvider: viewModelProvider) { tile, indexPath in
            ListRow(tile.caption, detail: "photo \(indexPath.item + 1)")
        }
    }

    /// Shows `newItems`, animating the difference from what the list shows.
    ///
    /// - Throws: `SnapshotError.duplicateItem` if a photo occurs twice; the list keeps its
    ///   previous content.
    public func update(newItems: [AnimalPhoto]) throws(SnapshotError) {
        try list.apply(sections: [(.animalPhotos, newItems)])
    }
}
