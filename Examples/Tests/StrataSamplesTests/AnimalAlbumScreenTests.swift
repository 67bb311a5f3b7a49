import SamplePresenters
import SampleScreens
import StrataAlert
import StrataTerminal
import StrataTesting
import Testing

@Suite("Animal album sample on a headless terminal")
@MainActor
struct AnimalAlbumScreenTests {
    @Test("shows the dog tiles, Japanese names lined up; the button offers cats")
    func initialAlbum() {
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>()
        let harness = SampleHarness(screen)
        let text = harness.screen()
        GoldenSnapshot.assertMatches(text, named: "animals-dogs")
        #expect(text.contains("🐶 Shiba 柴犬"))
        #expect(screen.rootView.photoListView.numberOfRows == AnimalPhoto.sampleDogs.count)
        #expect(screen.rootView.changeAnimalButton.title == "See cats")
    }

    @Test("the button asks for confirmation; Stay keeps the dogs")
    func cancel() {
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>()
        let harness = SampleHarness(screen)
        GoldenSnapshot.assertMatches(harness.screen(after: .tab, .enter), named: "animals-confirm")
        #expect(screen.isPresentingAlert)
        harness.screen(after: .escape)
        #expect(!screen.isPresentingAlert)
        #expect(screen.rootView.animalLabel.text == "🐶 Dogs")
    }

    @Test("confirming switches the album to cats through the data source, then back to dogs")
    func confirm() {
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>()
        let harness = SampleHarness(screen)
        let cats = harness.screen(after: .tab, .enter, .enter)
        GoldenSnapshot.assertMatches(cats, named: "animals-cats")
        #expect(cats.contains("🐱 Mike ミケ"))
        #expect(!cats.contains("🐶"))
        #expect(screen.rootView.photoListView.numberOfRows == AnimalPhoto.sampleCats.count)
        #expect(screen.rootView.changeAnimalButton.title == "See dogs")

        let dogs = harness.screen(after: .enter, .enter)
        #expect(dogs.contains("🐶 Shiba 柴犬"))
        #expect(screen.rootView.photoListView.numberOfRows == AnimalPhoto.sampleDogs.count)
    }

    @Test("an album holding the same photo twice is refused with a message; the list keeps its tiles")
    func duplicatePhotos() {
        let shiba = AnimalPhoto(animal: .dog, name: "Shiba 柴犬")
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>(dogPhotos: [shiba], catPhotos: [AnimalPhoto(animal: .cat, name: "Tama"), AnimalPhoto(animal: .cat, name: "Tama")])
        let harness = SampleHarness(screen)
        let text = harness.screen(after: .tab, .enter, .enter)
        #expect(screen.rootView.animalLabel.text.hasPrefix("⚠"))
        #expect(screen.rootView.animalLabel.text.contains("Tama"))
        #expect(text.contains("🐶 Shiba 柴犬"))
    }

    @Test("the list scrolls through the tiles with the arrow keys")
    func scrolls() {
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>()
        let harness = SampleHarness(screen, columns: 40, rows: 10)
        harness.screen(after: .end)
        #expect(screen.rootView.photoListView.selectedIndexPath?.item == AnimalPhoto.sampleDogs.count - 1)
        GoldenSnapshot.assertMatches(harness.terminal.plainText, named: "animals-scrolled")
    }

    @Test("generic over its alert client: a spy behind the real screen records the confirmation and answers it")
    func spyAlertClient() throws {
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClientSpy<ConfirmChangeAnimalAction>>()
        let harness = SampleHarness(screen)
        harness.screen(after: .tab, .enter)
        let spy = screen.alertClient
        #expect(spy.viewController === screen, "the screen built the spy with itself as its view controller")
        #expect(spy.shownStrategies == [AlertStrategy(confirmChangeTo: .cat)])
        #expect(!screen.isPresentingAlert, "the spy records the alert instead of showing it")
        #expect(spy.handlerCount == 1, "the screen registered its handler once, in viewDidLoad")

        try spy.tap(.cancel)
        #expect(screen.rootView.animalLabel.text == "🐶 Dogs")
        harness.screen(after: .enter)
        try spy.tap(.change(to: .cat))
        harness.screen()
        #expect(screen.rootView.animalLabel.text == "🐱 Cats")
        #expect(screen.rootView.photoListView.numberOfRows == AnimalPhoto.sampleCats.count)
        #expect(spy.shownStrategies.count == 2)
    }
}
