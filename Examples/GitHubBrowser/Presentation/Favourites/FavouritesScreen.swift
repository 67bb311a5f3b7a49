import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// The Favourites tab of the MVP app, written once for every driver: it builds the presenter,
/// turns the user's `FavouritesIntent`s into its inputs, and hands its outputs to the root view
/// (`FavouritesDisplay`), the list's data source and the save-error alert. A view controller of
/// any driver creates it in `viewDidLoad`, maps its controls to intents and calls ``start()``.
///
/// Generic over the presenter and the alert client, as article ⑤'s screens are: the screen builder
/// chooses `AlertClient`, and a test can put an `AlertClientSpy` behind the real screen.
@MainActor
public final class FavouritesScreen<
    Presenter: FavouritesPresenterInputs,
    SaveErrorAlert: AlertClientType<SaveFavouriteErrorAction>
>: FavouritesScreenType, FavouritesPresenterOutputs {
    private let display: any FavouritesDisplay
    private let rows: any ItemListDisplay<RepositoryRow>
    private let router: any FavouritesRouting
    private let dependencies: FavouritesDependencies
    private lazy var presenter = Presenter(output: self, router: router, dependencies: dependencies)
    /// The client of the favourite-save alert.
    public let saveErrorAlert: SaveErrorAlert

    /// Creates the screen that draws on `display` and `rows`, shows its alert on `host` and leaves
    /// through `router`.
    public init(
        display: any FavouritesDisplay, rows: any ItemListDisplay<RepositoryRow>, host: some ScreenHost,
        router: any FavouritesRouting, dependencies: FavouritesDependencies
    ) {
        self.display = display
        self.rows = rows
        self.router = router
        self.dependencies = dependencies
        saveErrorAlert = SaveErrorAlert(viewController: host)
    }

    /// Hears the alert's answers and starts the presenter.
    public func start() {
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveFavouriteErrorAction(action) }
        presenter.viewDidLoad()
    }

    /// Hands what the user did to the presenter.
    public func send(_ intent: FavouritesIntent) {
        switch intent {
        case .openRow(let index): presenter.didSelectRow(at: index)
        case .remove(let index): presenter.didRequestToggleFavourite(at: index)
        }
    }

    // MARK: - Outputs

    public func showRows(_ rows: [RepositoryRow]) { self.rows.update(newItems: rows) }

    public func showStatus(_ status: FavouritesStatus) { display.showStatus(status) }

    public func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
