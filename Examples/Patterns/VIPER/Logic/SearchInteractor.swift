import GitHubBrowserApplication
import GitHubBrowserDomain
import PatternsFeature
import StrataVIPER

/// The search scene's interactor: it runs the use cases the presenter asks for and answers with
/// responses. A new search cancels the one in flight; a response that arrives after the scene is
/// gone is dropped (the presenter is held weakly).
@MainActor
public final class SearchInteractor: Interactor {
    /// The presenter, held weakly: it owns this interactor.
    public weak var responseListener: (any ResponseListener<SearchResponse>)?
    private let environment: GalleryEnvironment
    private let runner: SearchRunner
    private var observation: Task<Void, Never>?

    /// Creates the interactor over `environment`'s use cases.
    public init(environment: GalleryEnvironment) {
        self.environment = environment
        runner = SearchRunner(environment: environment)
    }

    isolated deinit {
        observation?.cancel()
    }

    public func handle(request: SearchRequest) {
        switch request {
        case .followFavourites:
            observation?.cancel()
            observation = environment.observeFavouriteIdentifiers { [weak self] identifiers in
                self?.respond(.favouritesChanged(identifiers))
            }
        case .search(let query, let delay):
            runner.search(query, after: delay) { [weak self] step in self?.respond(to: step) }
        case .cancelSearch:
            runner.cancel()
        case .loadMore(let results):
            runner.loadMore(after: results) { [weak self] step in self?.respond(to: step) }
        case .toggleFavourite(let repository):
            let toggle = environment.useCases.toggleFavourite
            Task { [weak self] in
                do { try await toggle(repository) } catch { self?.respond(.saveFailed(repository, AppError(error))) }
            }
        }
    }

    private func respond(to step: SearchStep) {
        switch step {
        case .started: respond(.searchStarted)
        case .finished(let results): respond(.found(results))
        case .failed(let error): respond(.searchFailed(error))
        }
    }

    private func respond(_ response: SearchResponse) {
        responseListener?.handle(response: response)
    }
}
