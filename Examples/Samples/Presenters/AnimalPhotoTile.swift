/// What one tile of the animal album shows: the photo, whether the user marked it as a favourite
/// (tapping the tile toggles it), and whether the tile is selected.
///
/// It is the content of an ``AnimalPhotoTileViewModel``; the screens' cells draw it.
public struct AnimalPhotoTile: Hashable, Sendable {
    /// The photo on the tile.
    public var photo: AnimalPhoto
    /// Whether the user marked the photo (shown as `♥`).
    public var isFavourite: Bool
    /// Whether the tile is selected (a UIKit tile is drawn inverted; a terminal row is highlighted
    /// by the list itself).
    public var isSelected: Bool

    /// A tile of `photo`, neither marked nor selected.
    public init(photo: AnimalPhoto, isFavourite: Bool = false, isSelected: Bool = false) {
        self.photo = photo
        self.isFavourite = isFavourite
        self.isSelected = isSelected
    }

    /// The caption, with `♥` after it when the photo is marked ("🐶 Shiba 柴犬 ♥").
    public var caption: String {
        isFavourite ? photo.caption + " ♥" : photo.caption
    }
}
