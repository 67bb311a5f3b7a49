import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// The Search screen of the MVP app, written once for every driver: it builds the presenter, turns
/// the user's `SearchIntent`s into the presenter's inputs, and hands the presenter's outputs to
/// the root view (`SearchDisplay`), the list's data source and the fetch-error alert.
///
/// A view controller of any driver creates it in `viewDidLoad` with its root view, data source and
/// itself (for the alert), maps its controls to intents and calls ``start()``; it does nothing
/// else (article ④'s view controller). Generic over the presenter and the alert client, as the
/// articles' screens are, so that a test can put a fake behind either.
@MainActor
public final class SearchScreen<
    Presenter: SearchPresenterInputs,
    FetchErrorAlert: AlertClientType<FetchRepositoriesErrorAction>
>: SearchScreenType, SearchPresenterOutputs {
    private let display: any SearchDisplay
    private let rows: any ItemListDisplay<RepositoryRow>
    private let router: any SearchRouting
    private let dependencies: SearchDependencies
    private lazy var presenter = Presenter(output: self, router: router, dependencies: dependencies)
    /// The client of the fetch-error alert.
    public let fetchErrorAlert: FetchErrorAlert

    /// Creates the screen that draws on `display` and `rows`, shows its alerts on `host` and leaves
    /// through `router`.
    public init(
        display: any SearchDisplay, rows: any ItemListDisplay<RepositoryRow>, host: some ScreenHost,
        router: any SearchRouting, dependencies: SearchDependencies
    ) {
        self.display = display
        self.rows = rows
        self.router = router
        self.dependencies = dependencies
        fetchErrorAlert = FetchErrorAlert(viewController: host)
    }

    /// Hears the alert's answers and starts the presenter.
    public func start() {
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        presenter.viewDidLoad()
    }

    /// Hands what the user did to the presenter.
    public func send(_ intent: SearchIntent) {
        switch intent {
        case .changeQuery(let text): presenter.didChangeQuery(text)
        case .submitQuery(let text): presenter.didSubmitQuery(text)
        case .reachRow(let index): presenter.didHighlightRow(at: index)
        case .openRow(let index): presenter.didSelectRow(at: index)
        case .toggleFavourite(let index): presenter.didRequestToggleFavourite(at: index)
        case .refresh: presenter.didRequestRefresh()
        case .explainSavedCopy: presenter.didRequestSavedCopyReason()
        }
    }

    /// Runs a search for `text` (deep links).
    public func search(for text: String) { presenter.search(for: text) }

    /// A presenter starts afresh: no row to restore.
    public var restoredHighlight: Int? { nil }

    // MARK: - Outputs

    public func showQuery(_ text: String) { display.setQuery(text) }

    public func showStatus(_ status: SearchStatus) { display.showStatus(status) }

    public func showRows(_ rows: [RepositoryRow]) { self.rows.update(newItems: rows) }

    public func setLoading(_ isLoading: Bool) { display.setLoading(isLoading) }

    public func showCatalogNote(_ text: String) { display.showCatalogNote(text) }

    public func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }
}
