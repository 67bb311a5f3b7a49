import GitHubBrowserDomain
import StrataNavigation

/// What the Public tab's view controller tells its presenter: lifecycle and user input.
///
/// The view controller is generic over it and builds its presenter with ``init(output:transitioner:dependencies:)``,
/// passing itself as output and its transitions as transitioner — constructor injection both ways.
@MainActor
protocol PublicRepositoriesPresenterInputs: AnyObject {
    /// The screen type of the transitions the presenter's router asks for.
    associatedtype Screen

    /// Creates the presenter; it shows its initial state on `output` right away.
    init(
        output: any PublicRepositoriesPresenterOutputs,
        transitioner: any Transitioner<Screen>,
        dependencies: PublicRepositoriesDependencies<Screen>
    )

    /// The tab comes on screen: first load, or a reload if the list is old or failed.
    func viewWillAppear()
    /// The user asked for a refresh.
    func didRequestRefresh()
    /// The highlighted row changed to `index`; reaching the last row loads more.
    func didHighlightRow(at index: Int)
    /// The user opened a repository.
    func didSelectRepository(_ id: RepositoryID)
    /// The user answered the alert about a failed load.
    func didChooseFetchErrorAction(_ action: FetchPublicRepositoriesErrorAction)
    /// The user answered the alert about a failed "load more".
    func didChooseLoadMoreErrorAction(_ action: LoadMorePublicRepositoriesErrorAction)
}
