import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// The Favourites tab of the Flux app, written once for every driver: it draws the view model on
/// the root view (`FavouritesDisplay`) and the list's data source whenever the favourites
/// change, and turns the user's `FavouritesIntent`s into the view model's inputs; opening a row
/// goes through the router. A view controller of any driver creates it in `viewDidLoad`, maps its
/// controls to intents and calls ``start()``.
///
/// Generic over its alert client, as article ⑤'s screens are: the screen builder chooses `AlertClient`,
/// and a test can put an `AlertClientSpy` behind the real screen.
@MainActor
public final class FavouritesScreen<SaveErrorAlert: AlertClientType<SaveFavouriteErrorAction>>: FavouritesScreenType {
    private let viewModel: FavouritesViewModel
    private let display: any FavouritesDisplay
    private let rows: any ItemListDisplay<RepositoryRow>
    private let router: any FavouritesRouting
    /// The favourite-save alert.
    public let saveFailureAlert: SaveFailureAlert<SaveErrorAlert>

    /// Creates the screen of `viewModel`, drawn on `display` and `rows`, with the favourite-save
    /// alert on `host` while it is on screen.
    public init(
        viewModel: FavouritesViewModel, favourites: FavouritesContainer, display: any FavouritesDisplay, rows: any ItemListDisplay<RepositoryRow>,
        host: some ScreenHost, router: any FavouritesRouting
    ) {
        self.viewModel = viewModel
        self.display = display
        self.rows = rows
        self.router = router
        saveFailureAlert = SaveFailureAlert(favourites: favourites, viewController: host, isVisible: { [weak host] in host?.isOnScreen ?? false })
    }

    /// Starts the alert, draws the screen and keeps drawing it as the favourites change.
    public func start() {
        saveFailureAlert.start()
        viewModel.observe { [weak self] in self?.render() }
        render()
    }

    /// Hands what the user did to the view model, or to the router.
    public func send(_ intent: FavouritesIntent) {
        guard let repository = viewModel.repository(at: intent.index) else { return }
        switch intent {
        case .openRow: router.showDetail(of: repository.id)
        case .remove(let index): viewModel.removeFavourite(at: index)
        }
    }

    private func render() {
        if let rows = viewModel.rows { self.rows.update(newItems: rows) }
        display.showStatus(viewModel.status)
    }
}
