import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTestSupport
import Synchronization

/// A search use case that answers from scripts and records what it was asked.
final class ScriptedSearch: SearchRepositoriesUseCase {
    let firstPages = ScriptedResponses<SearchResults>()
    let nextPages = ScriptedResponses<SearchResults>()
    private let texts = Mutex<[String]>([])

    var searchedTexts: [String] { texts.withLock { $0 } }

    func callAsFunction(_ text: String) async throws(AppError) -> SearchResults {
        texts.withLock { $0.append(text) }
        return try await firstPages.next().get()
    }

    func loadMore(after results: SearchResults) async throws(AppError) -> SearchResults {
        try await nextPages.next().get()
    }
}

/// Repositories, results and an environment for the Redux app's tests.
enum Fixtures {
    /// `count` repositories that all match "swift".
    static func repositories(_ count: Int, from first: Int = 1) -> [Repository] {
        (first..<(first + count)).map { Repository(id: RepositoryID(owner: "owner", name: "swift-\($0)"), summary: "A Swift package", stars: 1_000 - $0) }
    }

    /// Results for `text` listing `repositories` of `total`, with a next page when there are more.
    static func results(_ text: String, _ repositories: [Repository], total: Int) throws -> SearchResults {
        let next = repositories.count < total ? PageRequest.first(size: repositories.count).following() : nil
        return SearchResults(query: try SearchQuery(text), listing: RepositoryListing(repositories: repositories, nextPage: next, totalCount: total))
    }

    /// An environment over `search` and `favourites` that never waits on the clock.
    static func environment(
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
