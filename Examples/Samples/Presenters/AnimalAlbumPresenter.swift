import StrataAlert

/// The presenter of the animal album sample: owns which animal is on display.
///
/// ``setup()`` emits the initial album; ``tryChangeAnimalAlbum()`` asks for confirmation with an
/// `AlertStrategy<ConfirmChangeAnimalAction>`; ``changeAnimalAlbum(to:)`` switches and emits the
/// new album (nothing is emitted when the animal is already on display).
@MainActor
public final class AnimalAlbumPresenter: AnimalAlbumPresenterInputs {
    private weak var output: (any AnimalAlbumPresenterOutputs)?
    private let dogPhotos: [AnimalPhoto]
    private let catPhotos: [AnimalPhoto]
    /// The animal on display.
    public private(set) var displayingAnimal: Animal

    public init(initialAnimal: Animal, dogPhotos: [AnimalPhoto], catPhotos: [AnimalPhoto], output: any AnimalAlbumPresenterOutputs) {
        displayingAnimal = initialAnimal
        self.dogPhotos = dogPhotos
        self.catPhotos = catPhotos
        self.output = output
    }

    public func setup() {
        output?.showAnimalAlbum(album: album(of: displayingAnimal))
    }

    public func tryChangeAnimalAlbum() {
        output?.confirmChangeAnimal(strategy: AlertStrategy(confirmChangeTo: displayingAnimal.nextAnimal))
    }

    public func changeAnimalAlbum(to animal: Animal) {
        guard animal != displayingAnimal else { return }
        displayingAnimal = animal
        output?.showAnimalAlbum(album: album(of: animal))
    }

    private func album(of animal: Animal) -> AnimalAlbum {
        AnimalAlbum(animal: animal, photos: animal == .dog ? dogPhotos : catPhotos)
    }
}
