import StrataAlert

/// What the animal album presenter tells its view controller: the *output* events.
@MainActor
public protocol AnimalAlbumPresenterOutputs: AnyObject {
    /// Ask the user to confirm the switch, with this alert.
    func confirmChangeAnimal(strategy: AlertStrategy<ConfirmChangeAnimalAction>)
    /// Show this album: its animal in the label and button, its photos in the list.
    func showAnimalAlbum(album: AnimalAlbum)
}
