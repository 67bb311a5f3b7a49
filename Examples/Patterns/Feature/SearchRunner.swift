import GitHubBrowserApplication

/// Runs a search screen's searches: one at a time, each after the debounce pause, a new one
/// cancelling the one in flight, and reports each step of the one that is still current.
///
/// Every variant searches through it (the Redux variant through its thunk instead), so "searched as
/// you type, a new query cancels the one in flight" is written once; the variant decides only what a
/// step becomes — a model change, a presenter's output, an action, a response.
@MainActor
public final class SearchRunner {
    private let searchRepositories: SearchRepositories
    private let latest: LatestTask

    /// Creates a runner over the environment's search use case and sleep.
    public init(environment: GalleryEnvironment) {
        searchRepositories = environment.useCases.searchRepositories
        latest = environment.makeLatestTask()
    }

    /// Searches `query` after `delay`, reporting its steps — unless a newer search replaces it.
    public func search(_ query: String, after delay: Duration, report: @escaping @MainActor (SearchStep) -> Void) {
        let search = searchRepositories
        run(after: delay, report: report) { try await search(query) }
    }

    /// Loads the page after `results` at once, reporting what it found or why it failed — unless a
    /// newer search replaces it. It reports no `.started`: the screen marked the page as loading
    /// when the user asked (``SearchScreenState/loadMoreStarted()``), and a `.started` would turn
    /// the status line into "Searching for…".
    public func loadMore(after results: SearchResults, report: @escaping @MainActor (SearchStep) -> Void) {
        let search = searchRepositories
        run(after: .zero, reportsStart: false, report: report) { try await search.loadMore(after: results) }
    }

    /// Cancels the search in flight (the query was cleared).
    public func cancel() {
        latest.cancel()
    }

    private func run(
        after delay: Duration,
        reportsStart: Bool = true,
        report: @escaping @MainActor (SearchStep) -> Void,
        fetch: @escaping @MainActor () async throws -> SearchResults
    ) {
        latest.replace(after: delay) {
            if reportsStart { report(.started) }
            do {
                let found = try await fetch()
                guard !Task.isCancelled else { return }
                report(.finished(found))
            } catch {
                guard !Task.isCancelled else { return }
                report(.failed(AppError(error)))
            }
        }
    }
}
