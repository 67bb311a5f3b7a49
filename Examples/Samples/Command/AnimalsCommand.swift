import ArgumentParser
import SamplePresenters
import SampleScreens
import StrataAlert
import StrataTerminal

/// `strata-samples animals`: the animal album sample.
struct AnimalsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animals",
        abstract: "The animal album: photo tiles of dogs or cats, and a button that switches after a confirmation.",
        discussion: """
            The list shows one tile per photo (↑↓ and PgUp/PgDn scroll it). Tab moves to the \
            "See cats" / "See dogs" button; pressing it asks for confirmation in an alert \
            (←→ choose, Enter confirms, Esc cancels), and confirming switches the album through the \
            list's data source wrapper. Ctrl-C quits.
            """
    )

    @Option(name: .long, help: "The animal shown first: dog or cat.")
    var start: StartAnimal = .dog

    func run() async throws {
        let animal = start.animal
        try await SampleLauncher.run { AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>(initialAnimal: animal) }
    }
}
