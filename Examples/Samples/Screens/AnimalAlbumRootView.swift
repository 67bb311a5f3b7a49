import SamplePresenters
import StrataCore
import StrataTerminal

/// The root view of the animal album: a label naming the animal on display, the list of photo
/// tiles, and the button that offers the other animal.
public final class AnimalAlbumRootView: View, AppView {
    /// Names the animal on display.
    public let animalLabel = Label("", style: .bold, alignment: .center)
    /// The photo tiles; filled by an ``AnimalDataSource``.
    public let photoListView = ListView(emptyText: "No photos")
    /// "See cats" / "See dogs".
    public let changeAnimalButton = Button(title: "")
    private let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    public func setup() {
        stack.addArrangedSubview(animalLabel, length: .fixed(1))
        stack.addArrangedSubview(photoListView, length: .flexible())
        stack.addArrangedSubview(changeAnimalButton, length: .fixed(1))
        addSubview(stack)
    }

    /// Shows which animal is on display and offers the other one on the button.
    public func update(animalType animal: Animal) {
        animalLabel.text = "\(animal.emoji) \(animal.rawValue)s"
        changeAnimalButton.title = "See \(animal.nextAnimal.rawValue.lowercased())s"
    }

    /// Says why the photos cannot be shown (the list keeps what it showed before).
    public func showPhotosProblem(_ message: String) {
        animalLabel.text = "⚠ \(message)"
    }

    public override func layoutSubviews() {
        stack.frame = bounds
    }
}
