import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert
import StrataVIPER

/// Where the favourites scene can go.
@MainActor
public protocol FavouritesSceneRouting: AnyObject {
    /// Opens the detail scene of `repository`.
    func showDetail(of repository: Repository)
}

/// The favourites scene's presenter.
@MainActor
public final class FavouritesScenePresenter<Router: FavouritesSceneRouting>: Presenter {
    /// The view, held weakly: it owns this presenter.
    public weak var commandListener: (any CommandListener<FavouritesCommand>)?
    /// The interactor, owned.
    public var requestListener: (any RequestListener<FavouritesRequest>)?
    /// The router, owned.
    public var router: Router?

    private var list = FavouritesListState()
    private var failedSave: Repository?

    /// Creates a presenter.
    public init() {}

    public func handle(event: FavouritesEvent) {
        switch event {
        case .viewDidLoad:
            commandListener?.handle(command: .showStatus(list.status))
            requestListener?.handle(request: .followFavourites)
        case .select(let row):
            guard let repository = list.repositories[safe: row] else { return }
            router?.showDetail(of: repository)
        case .toggleFavourite(let row):
            guard let repository = list.repositories[safe: row] else { return }
            requestListener?.handle(request: .toggleFavourite(repository))
        case .saveErrorAnswered(let action):
            guard action == .retry, let failedSave else { return }
            self.failedSave = nil
            requestListener?.handle(request: .toggleFavourite(failedSave))
        }
    }

    public func handle(response: FavouritesResponse) {
        switch response {
        case .favouritesChanged(let repositories):
            list.update(repositories)
            commandListener?.handle(command: .showRows(list.rows))
            commandListener?.handle(command: .showStatus(list.status))
        case .saveFailed(let repository, let error):
            failedSave = repository
            commandListener?.handle(command: .showSaveError(AlertStrategy(saveFailure: error)))
        }
    }
}
