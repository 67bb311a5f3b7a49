#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataAlert
import StrataUIKit

/// The animal album's screen on UIKit, in the articles' shape: it only routes events.
///
/// - **init**: the presenter (`Presenter(initialAnimal:…, output: self)`), the alert client and
///   the data-source wrapper are built on first use.
/// - **inputs** (`viewDidLoad`): the button asks the presenter to confirm; the alert's "See …"
///   button confirms the change; the presenter emits the initial album.
/// - **outputs** (`AnimalAlbumPresenterOutputs`): one-line delegations to the alert client, the
///   root view and the data-source wrapper.
/// - **cell events** (a tap on a tile toggles its `♥`; the selected tile is drawn inverted):
///   handled inside the data source, between the cell and its `AnimalPhotoTileViewModel`, as
///   article ⑤ advises; the screen never sees them.
///
/// The presenter and the alert client are generic parameters, so the screen builds both itself
/// (constructor injection only): the app uses `AlertClient<ConfirmChangeAnimalAction>` on
/// `UIAlertController`, a test `AlertClientSpy<ConfirmChangeAnimalAction>`.
public final class AnimalAlbumViewController<
    Presenter: AnimalAlbumPresenterInputs,
    SelectAnimalAlertClient: AlertClientType<ConfirmChangeAnimalAction>
>: ViewController<AnimalAlbumRootView>, AnimalAlbumPresenterOutputs {
    private let initialAnimal: Animal
    private let dogPhotos: [AnimalPhoto]
    private let catPhotos: [AnimalPhoto]
    private lazy var presenter = Presenter(initialAnimal: initialAnimal, dogPhotos: dogPhotos, catPhotos: catPhotos, output: self)
    /// The client that shows the confirmation and reports its buttons, built by the screen itself
    /// on first use. Read it in a test that made the screen with a spy client.
    public private(set) lazy var alertClient = SelectAnimalAlertClient(viewController: self)
    /// Article ⑤'s data source: one view model per tile, whose events never reach this screen.
    private lazy var dataSource = AnimalDataSource(collectionView: rootView.photoCollectionView) { photo, _ in
        AnimalPhotoTileViewModel(photo: photo)
    }

    /// Creates the album showing `initialAnimal` first.
    public init(initialAnimal: Animal = .dog, dogPhotos: [AnimalPhoto] = AnimalPhoto.sampleDogs, catPhotos: [AnimalPhoto] = AnimalPhoto.sampleCats) {
        self.initialAnimal = initialAnimal
        self.dogPhotos = dogPhotos
        self.catPhotos = catPhotos
        super.init()
        title = "Animal Album"
    }

    // MARK: - Inputs

    /// Registers the button's action and the alert's handler, then starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.changeAnimalButton.addAction(UIAction { [unowned self] _ in presenter.tryChangeAnimalAlbum() }, for: .touchUpInside)
        alertClient.register { [unowned self] (action: ConfirmChangeAnimalAction) in
            switch action {
            case .change(let animal): presenter.changeAnimalAlbum(to: animal)
            case .cancel: return
            }
        }
        presenter.setup()
    }

    // MARK: - Outputs

    /// Asks for confirmation with the alert.
    public func confirmChangeAnimal(strategy: AlertStrategy<ConfirmChangeAnimalAction>) {
        alertClient.show(strategy: strategy)
    }

    /// Shows the album: its animal in the label and button, its photos in the grid.
    public func showAnimalAlbum(album: AnimalAlbum) {
        rootView.update(animalType: album.animal)
        do {
            try dataSource.update(newItems: album.photos)
        } catch {
            rootView.showPhotosProblem(error.description)
        }
    }
}
#endif
