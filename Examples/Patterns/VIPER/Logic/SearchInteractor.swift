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
    private let latest: LatestTask
    private var observation: Task<Void, Never>?

    /// Creates the interactor over `environment`'s use cases.
    public init(environment: GalleryEnvironment) {
        self.environment = environment
        latest = environment.makeLatestTask()
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
            let search = environment.useCases.searchRepositories
            run(after: delay) { try await search(query) }
        case .cancelSearch:
            latest.cancel()
        case .loadMore(let results):
            let search = environment.useCases.searchRepositories
            run(after: .zero) { try await search.loadMore(after: results) }
        case .toggleFavourite(let repository):
            let toggle = environment.useCases.toggleFavourite
            Task { [weak self] in
                do { try await toggle(repository) } catch { self?.respond(.saveFailed(repository, AppError(error))) }
            }
        }
    }

    private func run(after delay: Duration, _ fetch: @escaping @MainActor () async throws -> SearchResults) {
        latest.replace(after: delay) { [weak self] in
            self?.respond(.searchStarted)
            do {
                let found = try await fetch()
                guard !Task.isCancelled else { return }
                self?.respond(.found(found))
            } catch {
                guard !Task.isCancelled else { return }
                self?.respond(.searchFailed(AppError(error)))
            }
        }
    }

    private func respond(_ response: SearchResponse) {
        responseListener?.handle(response: response)
    }
}
