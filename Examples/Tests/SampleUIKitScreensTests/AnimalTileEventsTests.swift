#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import SamplePresenters
import SampleUIKitScreens
import StrataAlert
import StrataTesting
import StrataUIKit
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

@MainActor
@Suite("Animal album tiles on UIKit: article ⑤'s cell events", .simulatedUIKit, .serialized)
struct AnimalTileEventsTests {
    func cell(_ root: AnimalAlbumRootView, _ item: Int) -> AnimalPhotoCell? {
        root.photoCollectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? AnimalPhotoCell
    }

    @Test("a tap on a tile toggles its ♥ and selects it (drawn inverted) through its view model; the presenter hears nothing")
    func tapMarksAndSelectsTile() throws {
        RecordingAlbumPresenter.calls = []
        let screen = AnimalAlbumViewController<RecordingAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>()
        let window = UIWindow(windowScene: UIWindowScene())
        let dogs = AnimalPhoto.sampleDogs
        let violations = SimulatedUIKit.violations {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            let root = screen.rootView
            root.photoCollectionView.simulateSelection(at: IndexPath(item: 1, section: 0))
            #expect(cell(root, 1)?.captionLabel.text == dogs[1].caption + " ♥")
            #expect(cell(root, 1)?.contentView.backgroundColor == .black)
            #expect(cell(root, 0)?.captionLabel.text == dogs[0].caption)

            root.photoCollectionView.simulateSelection(at: IndexPath(item: 0, section: 0))
            #expect(cell(root, 0)?.captionLabel.text == dogs[0].caption + " ♥")
            #expect(cell(root, 0)?.contentView.backgroundColor == .black)
            #expect(cell(root, 1)?.captionLabel.text == dogs[1].caption + " ♥", "the mark stays on the deselected tile")
            #expect(cell(root, 1)?.contentView.backgroundColor == nil, "the deselected tile told its view model")
        }
        #expect(violations.isEmpty)
        #expect(RecordingAlbumPresenter.calls == ["setup"], "the tiles' events stayed inside the data source")
    }

    @Test("switching albums shows fresh tiles: new photos get new view models, unmarked and unselected")
    func newAlbumFreshTiles() throws {
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>()
        let window = UIWindow(windowScene: UIWindowScene())
        let violations = SimulatedUIKit.violations {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            let root = screen.rootView
            root.photoCollectionView.simulateSelection(at: IndexPath(item: 0, section: 0))
            root.changeAnimalButton.sendActions(for: .touchUpInside)
            (screen.presentedViewController as? UIAlertController)?.simulateTap(title: "See Cats")
            let cats = (0..<root.photoCollectionView.numberOfItems(inSection: 0)).compactMap { cell(root, $0) }
            #expect(cats.map { $0.captionLabel.text ?? "?" } == AnimalPhoto.sampleCats.map(\.caption))
            #expect(cats.allSatisfy { $0.contentView.backgroundColor == nil })
            #expect(root.photoCollectionView.indexPathsForSelectedItems == [])
        }
        #expect(violations.isEmpty)
    }
}
#endif
