import SamplePresenters
import StrataAlert
import StrataTerminal

/// The animal album's screen, in the articles' shape: it only routes events.
///
/// - **init**: stored properties; the presenter is built with `Presenter(output: self)` and the
///   alert client with `SelectAnimalAlertClient(viewController: self)`.
/// - **inputs** (`viewDidLoad`): the button asks the presenter to confirm; the alert's "See …"
///   button confirms the change; the presenter emits the initial album.
/// - **outputs** (`AnimalAlbumPresenterOutputs`): one-line delegations to the alert client, the
///   root view and the data source wrapper.
/// - **cell events** (Enter on a tile toggles its `♥`): handled inside the data source, between the
///   tile and its `AnimalPhotoTileViewModel`, as article ⑤ advises; the screen never sees them.
///
/// Both collaborators are generic parameters, so the screen builds them itself and receives
/// them by constructor injection only: the app uses
/// `AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>`, a test
/// puts `AlertClientSpy<ConfirmChangeAnimalAction>` behind the real screen.
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
    private lazy var dataSource = AnimalDataSource(listView: rootView.photoListView) { photo, _ in
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

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.changeAnimalButton.addAction { [unowned self] in presenter.tryChangeAnimalAlbum() }
        alertClient.register { [unowned self] (action: ConfirmChangeAnimalAction) in
            switch action {
            case .change(let animal): presenter.changeAnimalAlbum(to: animal)
            case .cancel: return
            }
        }
        presenter.setup()
    }

    // MARK: - Outputs

    public func confirmChangeAnimal(strategy: AlertStrategy<ConfirmChangeAnimalAction>) {
        alertClient.show(strategy: strategy, animated: true, completion: nil)
    }

    public func showAnimalAlbum(album: AnimalAlbum) {
        rootView.update(animalType: album.animal)
        do {
            try dataSource.update(newItems: album.photos)
        } catch {
            rootView.showPhotosProblem(error.description)
        }
    }
}
