import SamplePresenters
import StrataAlert
import StrataTesting
import Testing

/// Records what the album presenter emits.
@MainActor
final class AnimalAlbumOutputsSpy: AnimalAlbumPresenterOutputs {
    private(set) var albums: [AnimalAlbum] = []
    private(set) var confirmations: [AlertStrategy<ConfirmChangeAnimalAction>] = []
    func confirmChangeAnimal(strategy: AlertStrategy<ConfirmChangeAnimalAction>) { confirmations.append(strategy) }
    func showAnimalAlbum(album: AnimalAlbum) { albums.append(album) }
}

@Suite("AnimalAlbumPresenter")
@MainActor
struct AnimalAlbumPresenterTests {
    private let dogs = [AnimalPhoto(animal: .dog, name: "Shiba 柴犬"), AnimalPhoto(animal: .dog, name: "Pochi")]
    private let cats = [AnimalPhoto(animal: .cat, name: "Mike ミケ")]

    @Test("setup emits the initial album")
    func initialAlbum() {
        let output = AnimalAlbumOutputsSpy()
        let presenter = AnimalAlbumPresenter(initialAnimal: .cat, dogPhotos: dogs, catPhotos: cats, output: output)
        presenter.setup()
        #expect(output.albums == [AnimalAlbum(animal: .cat, photos: cats)])
    }

    @Test("trying to change asks to confirm a switch to the other animal, and changes nothing yet")
    func asksFirst() {
        let output = AnimalAlbumOutputsSpy()
        let presenter = AnimalAlbumPresenter(initialAnimal: .dog, dogPhotos: dogs, catPhotos: cats, output: output)
        presenter.tryChangeAnimalAlbum()
        #expect(output.confirmations == [AlertStrategy(confirmChangeTo: .cat)])
        #expect(output.confirmations.first?.actions == [.change(to: .cat), .cancel])
        #expect(output.albums.isEmpty)
        #expect(presenter.displayingAnimal == .dog)
    }

    @Test("confirming through the alert client switches the album; staying does not")
    func confirmThroughAlertClient() throws {
        let output = AnimalAlbumOutputsSpy()
        let presenter = AnimalAlbumPresenter(initialAnimal: .dog, dogPhotos: dogs, catPhotos: cats, output: output)
        let alert = AlertClientSpy<ConfirmChangeAnimalAction>()
        alert.register { action in
            if case .change(let animal) = action { presenter.changeAnimalAlbum(to: animal) }
        }

        presenter.tryChangeAnimalAlbum()
        alert.show(strategy: try #require(output.confirmations.last))
        try alert.tap(.cancel)
        #expect(output.albums.isEmpty)

        presenter.tryChangeAnimalAlbum()
        alert.show(strategy: try #require(output.confirmations.last))
        try alert.tap(.change(to: .cat))
        #expect(output.albums == [AnimalAlbum(animal: .cat, photos: cats)])
        #expect(throws: AlertClientSpyError.self) { try alert.tap(.change(to: .dog)) }

        presenter.tryChangeAnimalAlbum()
        #expect(output.confirmations.last?.actions.first == .change(to: .dog), "the next offer is the other animal")
    }

    @Test("changing to the animal on display emits nothing")
    func sameAnimal() {
        let output = AnimalAlbumOutputsSpy()
        let presenter = AnimalAlbumPresenter(initialAnimal: .dog, dogPhotos: dogs, catPhotos: cats, output: output)
        presenter.changeAnimalAlbum(to: .dog)
        #expect(output.albums.isEmpty)
    }

    @Test("the alert's texts and styles")
    func alertTexts() {
        let strategy = AlertStrategy(confirmChangeTo: .cat)
        #expect(strategy.title == "Change Animal Photos")
        #expect(strategy.message == "Are you sure you want to see cat photos?")
        #expect(strategy.actions.map(\.title) == ["See Cats", "Stay"])
        #expect(strategy.actions.map(\.style) == [.default, .cancel])
        #expect(Animal.dog.nextAnimal == .cat && Animal.cat.nextAnimal == .dog)
        #expect(AnimalPhoto(animal: .cat, name: "Tama タマ").caption == "🐱 Tama タマ")
    }
}
