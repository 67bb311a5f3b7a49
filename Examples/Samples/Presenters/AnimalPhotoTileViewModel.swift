import StrataList

/// The view model of one tile of the animal album: article ⑤'s cell view model
/// (`HomeCollectionCellViewModelPort`). A tap on the tile toggles its favourite mark; a change of
/// the tile's selection is remembered; the cell is drawn from ``content``.
///
/// The album's data-source wrappers (terminal and UIKit `AnimalDataSource`) make one per photo and
/// hand it the cell's events themselves: the album's view controller and presenter never hear of
/// them. The mark lasts while the photo stays on screen; switching animals shows fresh tiles.
@MainActor
public final class AnimalPhotoTileViewModel: ListCellViewModel {
    /// What the tile shows now.
    public private(set) var content: AnimalPhotoTile

    /// A view model for the tile of `photo`, unmarked and unselected.
    public init(photo: AnimalPhoto) {
        content = AnimalPhotoTile(photo: photo)
    }

    /// Toggles the favourite mark.
    public func didTap() {
        content.isFavourite.toggle()
    }

    /// Remembers whether the tile is selected.
    public func selectionDidChange(isSelected: Bool) {
        content.isSelected = isSelected
    }
}
