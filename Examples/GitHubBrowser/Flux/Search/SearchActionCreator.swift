import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The Search tab's action creator: it waits out the debounce pause, searches and loads the pages
/// after the results through the use case, and dispatches each step. It reads the store to know
/// whether a page may be asked for, and never changes it itself.
///
/// One search runs at a time: a new query, a refresh or a sign-out cancels the one in flight, whose
/// late answer is then never dispatched. Each method returns the task it started, so a test awaits
/// it instead of the clock.
@MainActor
public final class SearchActionCreator {
    private let dispatcher: Dispatcher<SearchAction>
    private let store: FluxStore<SearchState, SearchAction>
    private let environment: BrowserEnvironment
    private var inFlight: Task<Void, Never>?

    /// Creates the action creator of `store`, which is registered with `dispatcher`.
    public init(dispatcher: Dispatcher<SearchAction>, store: FluxStore<SearchState, SearchAction>, environment: BrowserEnvironment) {
        self.dispatcher = dispatcher
        self.store = store
        self.environment = environment
    }

    isolated deinit {
        inFlight?.cancel()
    }

    /// The query field changed: it is searched once it stays unchanged for the debounce pause.
    @discardableResult
    public func changeQuery(_ text: String) -> Task<Void, Never>? {
        dispatcher.dispatchFromActionCreator(.queryChanged(text))
        return search(text, after: environment.debounce)
    }

    /// The query was submitted: it is searched now.
    @discardableResult
    public func submitQuery(_ text: String) -> Task<Void, Never>? {
        dispatcher.dispatchFromActionCreator(.queryChanged(text))
        return search(text, after: .zero)
    }

    /// Searches the last searched text again (the query, if nothing was searched yet).
    @discardableResult
    public func refresh() -> Task<Void, Never>? {
        let state = store.state
        return search(state.searchedText.isEmpty ? state.query : state.searchedText, after: .zero)
    }

    /// The list's highlight moved to row `index`; on the last row, the next page is loaded.
    @discardableResult
    public func highlight(_ index: Int) -> Task<Void, Never>? {
        dispatcher.dispatchFromActionCreator(.highlighted(index))
        guard index >= (store.state.results?.repositories.count ?? 0) - 1 else { return nil }
        return loadMore()
    }

    /// Repeats what failed: a search for a text, or the page after the results.
    @discardableResult
    public func retry(_ fetch: SearchFetch) -> Task<Void, Never>? {
        switch fetch {
        case .search(let text): search(text, after: .zero)
        case .loadMore: loadMore()
        }
    }

    /// Loads the page after the results — unless there is none, or a search or a page is loading.
    @discardableResult
    public func loadMore() -> Task<Void, Never>? {
        guard store.state.canLoadMore else { return nil }
        dispatcher.dispatchFromActionCreator(.loadMoreStarted)
        return start { actionCreator in await actionCreator.nextPage() }
    }

    /// Cancels the search in flight and takes the store back to the prompt.
    public func signedOut() {
        inFlight?.cancel()
        inFlight = nil
        dispatcher.dispatchFromActionCreator(.signedOut)
    }

    private func search(_ text: String, after delay: Duration) -> Task<Void, Never>? {
        inFlight?.cancel()
        inFlight = nil
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        let sleep = environment.sleep
        return start { actionCreator in
            if delay > .zero {
                do { try await sleep(delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            await actionCreator.search(text)
        }
    }

    private func search(_ text: String) async {
        dispatcher.dispatchFromActionCreator(.searchStarted(text))
        do throws(AppError) {
            let found = try await environment.searchRepositories(text)
            dispatcher.dispatchFromActionCreator(.searchFinished(found))
            await loadMoreWhileAtEnd(after: 0)
        } catch {
            dispatcher.dispatchFromActionCreator(.searchFailed(error, text: text))
        }
    }

    /// Fetches the page after the results, once `.loadMoreStarted` marked it as loading.
    private func nextPage() async {
        let state = store.state
        guard state.isLoadingMore, let results = state.results else { return }
        do throws(AppError) {
            let more = try await environment.searchRepositories.loadMore(after: results)
            dispatcher.dispatchFromActionCreator(.loadMoreFinished(more))
            await loadMoreWhileAtEnd(after: results.repositories.count)
        } catch {
            dispatcher.dispatchFromActionCreator(.loadMoreFailed(error))
        }
    }

    /// The next page, if the last load added rows (more than `previousCount`) and the highlight rests
    /// on the last of them, as the articles' Search tab does.
    private func loadMoreWhileAtEnd(after previousCount: Int) async {
        let state = store.state
        let count = state.results?.repositories.count ?? 0
        guard !Task.isCancelled, count > previousCount, state.highlightedIndex >= count - 1, state.canLoadMore else { return }
        dispatcher.dispatchFromActionCreator(.loadMoreStarted)
        await nextPage()
    }

    private func start(_ work: @escaping @MainActor (SearchActionCreator) async -> Void) -> Task<Void, Never> {
        inFlight?.cancel()
        let task = Task { [weak self] in
            guard let self else { return }
            await work(self)
        }
        inFlight = task
        return task
    }
}
