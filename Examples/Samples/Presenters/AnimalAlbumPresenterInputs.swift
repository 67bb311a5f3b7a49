/// What the animal album's view controller asks of its presenter: the *input* events.
///
/// The view controller is generic over it and builds its presenter with
/// ``init(initialAnimal:dogPhotos:catPhotos:output:)``, passing itself as the output.
@MainActor
public protocol AnimalAlbumPresenterInputs: AnyObject {
    /// Creates the presenter showing `initialAnimal` first, with the photos of each animal.
    init(initialAnimal: Animal, dogPhotos: [AnimalPhoto], catPhotos: [AnimalPhoto], output: any AnimalAlbumPresenterOutputs)
    /// The screen loaded: emit the initial album.
    func setup()
    /// The user pressed "See cats" / "See dogs": ask for confirmation.
    func tryChangeAnimalAlbum()
    /// The user confirmed: show the album of `animal`.
    func changeAnimalAlbum(to animal: Animal)
}
