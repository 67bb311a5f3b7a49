#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataCore

/// The root view of the animal album on UIKit: a label naming the animal, a grid of photo tiles,
/// and the button that offers the other animal.
public final class AnimalAlbumRootView: UIView, AppView {
    /// Names the animal on display.
    public let animalLabel = UILabel()
    /// The photo tiles; filled by an `AnimalDataSource`.
    public let photoCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    /// "See cats" / "See dogs".
    public let changeAnimalButton = UIButton()
    private let stack = UIStackView()

    /// Lays out the label, the grid and the button, top to bottom.
    public func setup() {
        stack.axis = .vertical
        stack.spacing = 16
        stack.addArrangedSubview(animalLabel)
        stack.addArrangedSubview(photoCollectionView)
        stack.addArrangedSubview(changeAnimalButton)
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows which animal is on display and offers the other one on the button.
    public func update(animalType animal: Animal) {
        animalLabel.text = "\(animal.emoji) \(animal.rawValue)s"
        changeAnimalButton.setTitle("See \(animal.nextAnimal.rawValue.lowercased())s", for: .normal)
    }

    /// Says why the photos cannot be shown (the grid keeps what it showed before).
    public func showPhotosProblem(_ message: String) {
        animalLabel.text = "⚠ \(message)"
    }
}
#endif
