import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataAlert

// The Search screen's contract, read first: what its screen object (`SearchScreen`) tells the
// presenter (inputs), what the presenter asks it to show (outputs), where it can go (`SearchRouting`,
// in Features) and `SearchLaunching` for deep links, and what it is built with (`SearchDependencies`,
// holding its use cases: the Application layer's input ports). Then read `SearchPresenter`.

/// What the search screen tells its presenter. The presenter implements it; the screen object,
/// `SearchScreen`, is generic over it and builds it (constructor injection through the generic
/// parameter), so tests can put a fake presenter behind a real screen and vice versa.
@MainActor
public protocol SearchPresenterInputs: AnyObject {
    /// Creates the presenter for `output`, leaving the screen through `router`.
    init(output: any SearchPresenterOutputs, router: any SearchRouting, dependencies: SearchDependencies)

    /// The screen is loaded: start observing favourites and show the initial state.
    func viewDidLoad()
    /// The search text changed (every keystroke): search after a short pause.
    func didChangeQuery(_ text: String)
    /// The user pressed Enter in the search field: search now.
    func didSubmitQuery(_ text: String)
    /// Runs a search for `text` as if typed and submitted (deep links).
    func search(for text: String)
    /// The highlighted row changed; reaching the last row loads more.
    func didHighlightRow(at index: Int)
    /// The user opened the row at `index`.
    func didSelectRow(at index: Int)
    /// The user asked to toggle the favourite mark of the row at `index`.
    func didRequestToggleFavourite(at index: Int)
    /// The user asked to run the current search again.
    func didRequestRefresh()
    /// The user asked why the results are a saved copy (shown when the live source failed).
    func didRequestSavedCopyReason()
    /// The user answered the fetch-error alert (or the saved-results alert).
    func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction)
}

/// What the search presenter asks its screen to show. The view controller implements it, each
/// method delegating in one line to its root view, list data source or alert client.
@MainActor
public protocol SearchPresenterOutputs: AnyObject {
    /// Puts `text` in the search field (when a search starts from a deep link).
    func showQuery(_ text: String)
    /// Shows a one-line status under the search field (a hint, a count, "Searching…"); while the
    /// results are a saved copy, the screen's driver adds how to ask why.
    func showStatus(_ status: SearchStatus)
    /// Replaces the rows of the result list.
    func showRows(_ rows: [RepositoryRow])
    /// Shows or hides the activity indicator.
    func setLoading(_ isLoading: Bool)
    /// Shows where the catalog's data comes from and how old it is (the built-in catalog only).
    func showCatalogNote(_ text: String)
    /// Shows the alert for a failed fetch.
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>)
}

/// What ``SearchPresenter`` is built with: its use cases (the Application layer's input ports), how
/// long to wait after a keystroke, and the clock and time zone of the times it shows.
public struct SearchDependencies {
    /// Searches as the user types, and loads more results.
    public let searchRepositories: any SearchRepositoriesUseCase
    /// The favourites, to keep the rows' marks in sync.
    public let observeFavourites: any ObserveFavouritesUseCase
    /// Toggles the highlighted repository's mark.
    public let toggleFavourite: any ToggleFavouriteUseCase
    /// The pause after the last keystroke before a search starts.
    public let debounce: Duration
    /// The current time (injected so that tests can fix it).
    public let now: @Sendable () -> Date
    /// The time zone of times in messages ("saved results from 14:05").
    public let timeZone: TimeZone
    /// Sign-outs, after which the presenter forgets its results; `nil` when nothing reports them.
    public let sessionChanges: SessionChanges?
    /// The catalog shipped with the app, when that is what the screen searches: the screen says
    /// where its data comes from and how old it is. `nil` for a live source.
    public let builtInCatalog: BuiltInCatalog?

    /// Where a failure the screen has shown goes next, for what it means to the whole app (a
    /// refused session signs out: the book's §15.3); `nil` when nothing answers failures.
    public var failures: FailureResponder?

    /// Creates the dependencies.
    public init(
        searchRepositories: any SearchRepositoriesUseCase,
        observeFavourites: any ObserveFavouritesUseCase,
        toggleFavourite: any ToggleFavouriteUseCase,
        debounce: Duration = BrowserDefaults.searchDebounce,
        now: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current,
        sessionChanges: SessionChanges? = nil,
        builtInCatalog: BuiltInCatalog? = nil,
        failures: FailureResponder? = nil
    ) {
        self.failures = failures
        self.searchRepositories = searchRepositories
        self.observeFavourites = observeFavourites
        self.toggleFavourite = toggleFavourite
        self.debounce = debounce
        self.now = now
        self.timeZone = timeZone
        self.sessionChanges = sessionChanges
        self.builtInCatalog = builtInCatalog
    }
}
