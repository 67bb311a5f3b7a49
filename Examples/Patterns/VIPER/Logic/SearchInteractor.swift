import GitHubBrowserApplication
import GitHubBrowserDomain
import PatternsFeature
import StrataVIPER

/// The search scene's interactor: it fetches the pages the presenter asks for through its
/// ``APIClient`` — a ``Resource`` per request, described by a ``RequestRouter``, as in the VIPER article's
/// sample — and answers with responses. A new search cancels the request in flight; a response
/// that arrives after the scene is gone is dropped (the presenter is held weakly).
@MainActor
public final class SearchInteractor: Interactor {
    /// The presenter, held weakly: it owns this interactor.
    public weak var responseListener: (any ResponseListener<SearchResponse>)?
    private let environment: GalleryEnvironment
    private let client: APIClient
    private let latest: LatestTask
    private var observation: Task<Void, Never>?

    /// Creates the interactor over `environment`, fetching from its catalog.
    public convenience init(environment: GalleryEnvironment) {
        self.init(environment: environment, client: APIClient(transport: CatalogTransport(catalog: environment.catalog)))
    }

    /// Creates the interactor over `environment`'s favourites and pauses, fetching through `client`.
    public init(environment: GalleryEnvironment, client: APIClient) {
        self.environment = environment
        self.client = client
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
        case .search(let text, let delay):
            search(text, after: delay)
        case .cancelSearch:
            latest.cancel()
        case .loadMore(let results):
            loadMore(after: results)
        case .toggleFavourite(let repository):
            let toggle = environment.useCases.toggleFavourite
            Task { [weak self] in
                do { try await toggle(repository) } catch { self?.respond(.saveFailed(repository, AppError(error))) }
            }
        }
    }

    /// The first page for `text`, after `delay`; the presenter learns when it starts, since the
    /// pause ends here.
    private func search(_ text: String, after delay: Duration) {
        let client = client
        let page = PageRequest.first(size: environment.pageSize)
        latest.replace(after: delay) { [weak self] in
            self?.respond(.searchStarted)
            let query: SearchQuery
            do {
                query = try SearchQuery(text)
            } catch {
                self?.respond(.searchFailed(Self.appError(error)))
                return
            }
            let resource = Resource<RepositorySearchPage>(requestRouter: .searchRepositories(query: query, page: page))
            do {
                let found = try await client.request(resource)
                guard !Task.isCancelled else { return }
                self?.respond(.found(SearchResults(query: query, listing: RepositoryListing(firstPage: found.page(for: page)))))
            } catch {
                guard !Task.isCancelled else { return }
                self?.respond(.searchFailed(Self.appError(error)))
            }
        }
    }

    /// The page after `results`, at once; the presenter already shows that it is loading.
    private func loadMore(after results: SearchResults) {
        guard let next = results.listing.nextPage else { return respond(.found(results)) }
        let client = client
        let resource = Resource<RepositorySearchPage>(requestRouter: .searchRepositories(query: results.query, page: next))
        latest.replace { [weak self] in
            do {
                let found = try await client.request(resource)
                guard !Task.isCancelled else { return }
                self?.respond(.found(SearchResults(query: results.query, listing: results.listing.appending(found.page(for: next)))))
            } catch {
                guard !Task.isCancelled else { return }
                self?.respond(.searchFailed(Self.appError(error)))
            }
        }
    }

    /// What the screen shows for `error`: an API client's failure through its own translation.
    private static func appError(_ error: any Error) -> AppError {
        if let error = error as? ApplicationError { return AppError(error) }
        return AppError(error)
    }

    private func respond(_ response: SearchResponse) {
        responseListener?.handle(response: response)
    }
}
