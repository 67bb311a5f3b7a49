import StrataFlux

/// Does the feature's I/O, then tells the dispatcher what happened. Views call it; it never touches
/// a store.
@MainActor
struct RepositorySearchActionCreator {
    let dispatcher: Dispatcher<RepositorySearchAction>
    let api: any RepositorySearchAPI

    func search(query: String) async throws(DispatcherError) {
        try dispatcher.dispatch(.searchStarted(query: query))
        do {
            let repositories = try await api.searchRepositories(query: query)
            try dispatcher.dispatch(.searchSucceeded(repositories))
        } catch {
            try dispatcher.dispatch(.searchFailed(message: "Search for “\(query)” failed."))
        }
    }

    func toggleFavourite(_ repository: Repository) throws(DispatcherError) {
        try dispatcher.dispatch(.favouriteToggled(repository))
    }
}
