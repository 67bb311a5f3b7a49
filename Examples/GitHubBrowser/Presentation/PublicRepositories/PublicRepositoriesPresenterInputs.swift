import GitHubBrowserDomain

/// What the Public tab's view controller tells its presenter: lifecycle and user input.
///
/// The view controller is generic over it and builds its presenter with ``init(output:router:dependencies:)``,
/// passing itself as output and a router from itself — constructor injection both ways.
@MainActor
public protocol PublicRepositoriesPresenterInputs: AnyObject {
    /// Creates the presenter; it shows its initial state on `output` right away and leaves the
    /// screen through `router`.
    init(
        output: any PublicRepositoriesPresenterOutputs,
        router: any PublicRepositoriesRouting,
        dependencies: PublicRepositoriesDependencies
    )

    /// The tab comes on screen: first load, or a reload if the list is old or failed.
    func viewWillAppear()
    /// The user asked for a refresh.
    func didRequestRefresh()
    /// The highlighted row changed to `index`; reaching the last row loads more.
    func didHighlightRow(at index: Int)
    /// The user opened a repository.
    func didSelectRepository(_ id: RepositoryID)
    /// The user asked why the list is a saved copy (offered while it is one).
    func didRequestSavedCopyReason()
    /// The user answered the alert about a failed load.
    func didChooseFetchErrorAction(_ action: FetchPublicRepositoriesErrorAction)
    /// The user answered the alert about a failed "load more".
    func didChooseLoadMoreErrorAction(_ action: LoadMorePublicRepositoriesErrorAction)
}
