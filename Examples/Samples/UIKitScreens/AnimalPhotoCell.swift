#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters

/// One tile of the animal album: the photo's caption, with `♥` when marked; a selected tile is
/// drawn inverted. It shows what its data source hands it and knows no view model.
public final class AnimalPhotoCell: UICollectionViewCell {
    /// The caption ("🐶 Shiba 柴犬", "🐶 Shiba 柴犬 ♥").
    public private(set) lazy var captionLabel: UILabel = {
        let label = UILabel()
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        return label
    }()

    /// Shows `tile`: its caption, inverted when it is selected.
    public func show(_ tile: AnimalPhotoTile) {
        captionLabel.text = tile.caption
        captionLabel.textColor = tile.isSelected ? .white : .black
        contentView.backgroundColor = tile.isSelected ? .black : nil
    }
}
#endif
