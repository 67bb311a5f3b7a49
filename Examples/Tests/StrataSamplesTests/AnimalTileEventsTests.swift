import SamplePresenters
import SampleScreens
import StrataAlert
import StrataTerminal
import StrataTesting
import Testing

/// The album's presenter, recording what its screen asks of it.
@MainActor
final class RecordingAlbumPresenter: AnimalAlbumPresenterInputs {
    /// The calls of every instance, in order (one test uses it at a time: `.serialized`).
    static var calls: [String] = []
    private let presenter: AnimalAlbumPresenter

    init(initialAnimal: Animal, dogPhotos: [AnimalPhoto], catPhotos: [AnimalPhoto], output: any AnimalAlbumPresenterOutputs) {
        presenter = AnimalAlbumPresenter(initialAnimal: initialAnimal, dogPhotos: dogPhotos, catPhotos: catPhotos, output: output)
    }

    func setup() {
        Self.calls.append("setup")
        presenter.setup()
    }

    func tryChangeAnimalAlbum() {
        Self.calls.append("tryChangeAnimalAlbum")
        presenter.tryChangeAnimalAlbum()
    }

    func changeAnimalAlbum(to animal: Animal) {
        Self.calls.append("changeAnimalAlbum")
        presenter.changeAnimalAlbum(to: animal)
    }
}

@Suite("Animal album tiles: article ⑤'s cell events, on a headless terminal", .serialized)
@MainActor
struct AnimalTileEventsTests {
    typealias Screen = AnimalAlbumViewController<RecordingAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>

    @Test("Enter on a tile toggles its ♥ through the tile's view model; the screen's presenter hears nothing of it")
    func enterMarksTile() {
        RecordingAlbumPresenter.calls = []
        let screen = Screen()
        let harness = SampleHarness(screen)
        let dogs = AnimalPhoto.sampleDogs
        let marked = harness.screen(after: .down, .enter)
        GoldenSnapshot.assertMatches(marked, named: "animals-marked")
        #expect(marked.contains(dogs[1].caption + " ♥"))
        #expect(!marked.contains(dogs[0].caption + " ♥"))
        #expect(RecordingAlbumPresenter.calls == ["setup"], "the tile's event stayed inside the data source")
        #expect(!harness.screen(after: .enter).contains("♥"), "a second Enter takes the mark off")
    }

    @Test("tiles keep their view model while their photo stays: a photo in both albums keeps its ♥, the others start afresh")
    func marksFollowPhotos() {
        RecordingAlbumPresenter.calls = []
        let hachi = AnimalPhoto(animal: .dog, name: "Hachi")
        let pochi = AnimalPhoto(animal: .dog, name: "Pochi")
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>(
            dogPhotos: [pochi, hachi], catPhotos: [hachi, AnimalPhoto(animal: .cat, name: "Tama")]
        )
        let harness = SampleHarness(screen)
        harness.screen(after: .enter, .down, .enter)
        #expect(harness.screen().contains("🐶 Pochi ♥") && harness.screen().contains("🐶 Hachi ♥"))
        let cats = harness.screen(after: .tab, .enter, .enter)
        #expect(cats.contains("🐶 Hachi ♥"), "Hachi stayed in the list, with its view model")
        #expect(cats.contains("🐱 Tama") && !cats.contains("🐱 Tama ♥"))
        let dogs = harness.screen(after: .enter, .enter)
        #expect(dogs.contains("🐶 Pochi") && !dogs.contains("🐶 Pochi ♥"), "Pochi left the list: its tile starts afresh")
    }
}
