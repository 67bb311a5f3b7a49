import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

// The detail screen's contract, read first: what its screen object (`RepositoryDetailScreen`) tells
// the presenter (inputs),
// what the presenter asks it to show (outputs), where it can go (`RepositoryDetailRouting`, in
// Features), and what it is built with (`RepositoryDetailDependencies`, holding its use
// cases: the Application layer's input ports). Then read `RepositoryDetailPresenter`.

/// What the detail screen tells its presenter. The screen object, `RepositoryDetailScreen`, is
/// generic over it and builds it.
@MainActor
public protocol RepositoryDetailPresenterInputs: AnyObject {
    /// Creates the presenter for `output`, leaving the screen through `router`.
    init(output: any RepositoryDetailPresenterOutputs, router: any RepositoryDetailRouting, dependencies: RepositoryDetailDependencies)

    /// The screen is loaded: load the repository, then its README, and follow its favourite mark.
    func viewDidLoad()
    /// The user asked to load the README again after it failed (the README section's Retry).
    func didRequestReadmeRetry()
    /// The user asked to toggle the favourite (key `f`).
    func didRequestToggleFavourite()
    /// The user answered the load-error alert.
    func didChooseLoadErrorAction(_ action: LoadRepositoryErrorAction)
    /// The user answered the save-favourite-error alert.
    func didChooseSaveFavouriteErrorAction(_ action: SaveFavouriteErrorAction)
}

/// What the detail presenter asks its screen to show. The view controller implements it with
/// one-line delegations.
@MainActor
public protocol RepositoryDetailPresenterOutputs: AnyObject {
    /// Shows that `title` (`owner/name`) is loading.
    func showLoading(title: String)
    /// Shows the repository.
    func showContent(_ content: RepositoryDetailContent)
    /// Shows whether the repository is a favourite.
    func showFavourite(_ isFavourite: Bool)
    /// Shows the README section: loading, the document, none, not from this source, or a failure.
    func showReadme(_ section: ReadmeSection)
    /// Shows the alert for a detail that could not be loaded.
    func showLoadError(_ strategy: AlertStrategy<LoadRepositoryErrorAction>)
    /// Shows the alert for a favourite that could not be saved.
    func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}

/// What ``RepositoryDetailPresenter`` is built with: its use cases (the Application layer's input
/// ports) and which repository to show.
public struct RepositoryDetailDependencies: Sendable {
    /// Loads the repository and whether it is a favourite.
    public let showRepositoryDetail: any ShowRepositoryDetailUseCase
    /// The favourites, to follow the mark when another screen changes it.
    public let observeFavourites: any ObserveFavouritesUseCase
    /// Toggles the mark.
    public let toggleFavourite: any ToggleFavouriteUseCase
    /// The repository to show.
    public let id: RepositoryID
    /// Loads the README; `nil` when the source has no READMEs (the offline catalog).
    public let showReadme: (any ShowReadmeUseCase)?

    /// Where a failure the screen has shown goes next, for what it means to the whole app (a
    /// refused session signs out: the book's §15.3); `nil` when nothing answers failures.
    public var failures: FailureResponder?

    /// Creates the dependencies.
    public init(
        showRepositoryDetail: any ShowRepositoryDetailUseCase,
        observeFavourites: any ObserveFavouritesUseCase,
        toggleFavourite: any ToggleFavouriteUseCase,
        id: RepositoryID,
        showReadme: (any ShowReadmeUseCase)? = nil,
        failures: FailureResponder? = nil
    ) {
        self.failures = failures
        self.showReadme = showReadme
        self.showRepositoryDetail = showRepositoryDetail
        self.observeFavourites = observeFavourites
        self.toggleFavourite = toggleFavourite
        self.id = id
    }
}
