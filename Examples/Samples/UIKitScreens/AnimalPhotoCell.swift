#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters

/// One tile of the animal album: the photo's caption.
public final class AnimalPhotoCell: UICollectionViewCell {
    /// The caption ("🐶 Shiba 柴犬").
    public private(set) lazy var captionLabel: UILabel = {
        let label = UILabel()
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        return label
    }()

    /// Shows `photo`.
    public func show(_ photo: AnimalPhoto) {
        captionLabel.text = photo.caption
    }
}
#endif
