import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert
import StrataVIPER

/// The detail scene's presenter: it shows one repository and follows its favourite mark. The
/// detail goes nowhere, so it has no router.
@MainActor
public final class DetailScenePresenter: Presenter {
    /// The view, held weakly: it owns this presenter.
    public weak var commandListener: (any CommandListener<DetailCommand>)?
    /// The interactor, owned.
    public var requestListener: (any RequestListener<FavouritesRequest>)?

    private let repository: Repository
    private var isFavourite: Bool?

    /// Creates the presenter of `repository`'s detail.
    public init(repository: Repository) {
        self.repository = repository
    }

    public func handle(event: DetailEvent) {
        switch event {
        case .viewDidLoad:
            commandListener?.handle(command: .showContent(RepositoryDetailContent(repository: repository)))
            requestListener?.handle(request: .followFavourites)
        case .toggleFavourite, .saveErrorAnswered(.retry):
            requestListener?.handle(request: .toggleFavourite(repository))
        case .saveErrorAnswered:
            break
        }
    }

    public func handle(response: FavouritesResponse) {
        switch response {
        case .favouritesChanged(let favourites):
            let isFavourite = favourites.contains { $0.id == repository.id }
            guard isFavourite != self.isFavourite else { return }
            self.isFavourite = isFavourite
            commandListener?.handle(command: .showFavourite(isFavourite))
        case .saveFailed(_, let error):
            commandListener?.handle(command: .showSaveError(AlertStrategy(saveFailure: error)))
        }
    }
}
