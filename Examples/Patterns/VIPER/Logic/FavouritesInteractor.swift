import GitHubBrowserApplication
import GitHubBrowserDomain
import PatternsFeature
import StrataVIPER

/// The interactor of the favourites and detail scenes: it follows the favourites store and toggles
/// favourites, answering with responses.
@MainActor
public final class FavouritesInteractor: Interactor {
    /// The presenter, held weakly: it owns this interactor.
    public weak var responseListener: (any ResponseListener<FavouritesResponse>)?
    private let environment: GalleryEnvironment
    private var observation: Task<Void, Never>?

    /// Creates the interactor over `environment`'s use cases.
    public init(environment: GalleryEnvironment) {
        self.environment = environment
    }

    isolated deinit {
        observation?.cancel()
    }

    public func handle(request: FavouritesRequest) {
        switch request {
        case .followFavourites:
            observation?.cancel()
            observation = environment.observeFavourites { [weak self] favourites in
                self?.responseListener?.handle(response: .favouritesChanged(favourites))
            }
        case .toggleFavourite(let repository):
            let toggle = environment.useCases.toggleFavourite
            Task { [weak self] in
                do {
                    try await toggle(repository)
                } catch {
                    self?.responseListener?.handle(response: .saveFailed(repository, AppError(error)))
                }
            }
        }
    }
}
