import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import Synchronization

/// A search use case that answers from scripts and records what it was asked.
public final class ScriptedSearch: SearchRepositoriesUseCase {
    public let firstPages = ScriptedResponses<SearchResults>()
    public let nextPages = ScriptedResponses<SearchResults>()
    private let texts = Mutex<[String]>([])

    public var searchedTexts: [String] { texts.withLock { $0 } }

    public init() {}

    public func callAsFunction(_ text: String) async throws(AppError) -> SearchResults {
        texts.withLock { $0.append(text) }
        return try await firstPages.next().get()
    }

    public func loadMore(after results: SearchResults) async throws(AppError) -> SearchResults {
        try await nextPages.next().get()
    }
}

/// Repositories, results and an environment for the Redux and Flux apps' tests.
public enum FeatureFixtures {
    /// `count` repositories that all match "swift".
    public static func repositories(_ count: Int, from first: Int = 1) -> [Repository] {
        (first..<(first + count)).map { Repository(id: RepositoryID(owner: "owner", name: "swift-\($0)"), summary: "A Swift package", stars: 1_000 - $0) }
    }

    /// Results for `text` listing `repositories` of `total`, with a next page when there are more.
    public static func results(_ text: String, _ repositories: [Repository], total: Int) throws -> SearchResults {
        let next = repositories.count < total ? PageRequest.first(size: repositories.count).following() : nil
        return SearchResults(query: try SearchQuery(text), listing: RepositoryListing(repositories: repositories, nextPage: next, totalCount: total))
    }

    /// An environment over `search` and `favourites` that never waits on the clock.
    public static func environment(
        search: some SearchRepositoriesUseCase = ScriptedSearch(),
        favourites: InMemoryFavourites = InMemoryFavourites(),
        catalog: InMemoryCatalog = InMemoryCatalog(),
        session: SessionUseCases? = nil
    ) -> BrowserEnvironment {
        BrowserEnvironment(
            searchRepositories: search,
            showRepositoryDetail: ShowRepositoryDetail(catalog: catalog, favourites: favourites),
            toggleFavourite: ToggleFavourite(favourites: favourites),
            observeFavourites: ObserveFavourites(favourites: favourites),
            session: session,
            debounce: .milliseconds(250),
            sleep: { _ in },
            now: { Date(timeIntervalSince1970: 1_800_000_000) }
        )
    }
}
