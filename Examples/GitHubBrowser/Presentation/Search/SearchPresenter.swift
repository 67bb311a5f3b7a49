import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// The search screen's logic: search as the user types (debounced; a new query cancels the one in
/// flight), load more at the end of the list (when the highlight reaches the last row, or a page
/// arrives with the highlight on its last row already, as a one-row page always has it), refresh,
/// favourite marks kept in sync with every other screen, and errors as alerts with
/// context-specific actions.
@MainActor
public final class SearchPresenter: SearchPresenterInputs, FavouriteMarksOutputPort {
    /// What was being fetched, so that *Retry* can do it again.
    enum Fetch: Equatable {
        case search(String)
        case loadMore
    }

    private weak var output: (any SearchPresenterOutputs)?
    private let router: any SearchRouting
    private let searchRepositories: any SearchRepositoriesUseCase
    private let observeFavourites: any ObserveFavouritesUseCase
    private let toggleFavourite: any ToggleFavouriteUseCase
    private let debounce: Duration
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone
    private let builtInCatalog: BuiltInCatalog?
    private let failures: FailureResponder?

    private(set) var results: SearchResults?
    private(set) var favourites: Set<RepositoryID> = []
    private var failedFetch: Fetch?
    private var lastText = ""
    /// The row the list highlights: the user's last move, kept at its place (within the rows shown)
    /// when rows change, as the lists keep it; the first row to begin with.
    private var highlightedIndex = 0
    /// The search or load-more request in flight; tests await it.
    private(set) var fetchTask: Task<Void, Never>?
    private var observation: Task<Void, Never>?

    /// Creates the presenter; it owns `router`.
    public init(output: any SearchPresenterOutputs, router: any SearchRouting, dependencies: SearchDependencies) {
        self.output = output
        self.router = router
        self.searchRepositories = dependencies.searchRepositories
        self.observeFavourites = dependencies.observeFavourites
        self.toggleFavourite = dependencies.toggleFavourite
        self.debounce = dependencies.debounce
        self.now = dependencies.now
        self.timeZone = dependencies.timeZone
        self.builtInCatalog = dependencies.builtInCatalog
        self.failures = dependencies.failures
        dependencies.sessionChanges?.observeSignOut(self) { presenter in presenter.resetAfterSignOut() }
    }

    isolated deinit {
        fetchTask?.cancel()
        observation?.cancel()
    }

    private var rows: [RepositoryRow] { (results?.repositories ?? []).rows(favourites: favourites) }

    // MARK: - Inputs

    public func viewDidLoad() {
        if let builtInCatalog { output?.showCatalogNote(builtInCatalog.note) }
        output?.showStatus(SearchStatus(SearchStatusText.prompt))
        output?.showRows([])
        observation = observeFavourites.reportMarks(to: self)
    }

    public func didChangeQuery(_ text: String) {
        startSearch(text, after: debounce)
    }

    public func didSubmitQuery(_ text: String) {
        startSearch(text, after: .zero)
    }

    public func search(for text: String) {
        output?.showQuery(text)
        startSearch(text, after: .zero)
    }

    public func didHighlightRow(at index: Int) {
        highlightedIndex = index
        guard let results, results.canLoadMore, index >= results.repositories.count - 1, fetchTask == nil else { return }
        loadMore(after: results)
    }

    public func didSelectRow(at index: Int) {
        guard let repository = results?.repositories[safe: index] else { return }
        router.showDetail(of: repository.id)
    }

    public func didRequestToggleFavourite(at index: Int) {
        guard let repository = results?.repositories[safe: index] else { return }
        let toggle = toggleFavourite
        Task { [weak self] in
            do {
                try await toggle(repository)
            } catch {
                self?.fail(error, fetch: nil)
            }
        }
    }

    public func didRequestRefresh() {
        startSearch(lastText, after: .zero)
    }

    public func didRequestSavedCopyReason() {
        guard let notice = savedCopyNotice else { return }
        failedFetch = .search(lastText)
        output?.showFetchError(AlertStrategy(savedCopy: notice))
    }

    public func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction) {
        let failed = failedFetch
        failedFetch = nil
        switch action {
        case .retry:
            switch failed {
            case .search(let text): startSearch(text, after: .zero)
            case .loadMore: if let results { loadMore(after: results) }
            case nil: break
            }
        case .cancel:
            break
        case .signIn:
            router.showAccountTab()
        }
    }

    // MARK: - Work

    /// Forgets what was found with the user's token: the search in flight, the results and the
    /// query. Favourite marks stay (they are local).
    private func resetAfterSignOut() {
        fetchTask?.cancel()
        fetchTask = nil
        failedFetch = nil
        results = nil
        lastText = ""
        highlightedIndex = 0
        output?.setLoading(false)
        output?.showQuery("")
        output?.showRows([])
        output?.showStatus(SearchStatus(SearchStatusText.prompt))
    }

    private func startSearch(_ text: String, after delay: Duration) {
        fetchTask?.cancel()
        fetchTask = nil
        lastText = text
        guard !text.allSatisfy(\.isWhitespace) else {
            results = nil
            output?.setLoading(false)
            output?.showRows([])
            output?.showStatus(SearchStatus(SearchStatusText.prompt))
            return
        }
        let search = searchRepositories
        fetchTask = Task { [weak self] in
            if delay > .zero {
                do { try await Task.sleep(for: delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            self?.output?.setLoading(true)
            self?.output?.showStatus(SearchStatus(SearchStatusText.searching(text)))
            do {
                let found = try await search(text)
                try Task.checkCancellation()
                self?.show(found)
            } catch {
                guard !Task.isCancelled else { return }
                self?.fail(error, fetch: .search(text))
            }
        }
    }

    private func loadMore(after current: SearchResults) {
        let search = searchRepositories
        output?.setLoading(true)
        output?.showStatus(SearchStatus(SearchStatusText.loadingMore))
        fetchTask = Task { [weak self] in
            do {
                let more = try await search.loadMore(after: current)
                try Task.checkCancellation()
                self?.show(more, after: current)
            } catch {
                guard !Task.isCancelled else { return }
                self?.fail(error, fetch: .loadMore)
            }
        }
    }

    /// Shows `found` (the next page of `previous`, if given). When the highlight is on the last row
    /// already, the user has no move left to reach the end with: the next page, if any, loads now —
    /// unless this page added no row (a server that keeps linking to the same rows is not followed).
    private func show(_ found: SearchResults, after previous: SearchResults? = nil) {
        fetchTask = nil
        results = found
        output?.setLoading(false)
        output?.showRows(rows)
        output?.showStatus(status(of: found))
        let count = found.repositories.count
        highlightedIndex = min(highlightedIndex, max(0, count - 1))
        let grew = count > (previous?.repositories.count ?? 0)
        if found.canLoadMore, grew, highlightedIndex >= count - 1 { loadMore(after: found) }
    }

    /// What the screen says when it shows a saved copy, `nil` while the results are live.
    private var savedCopyNotice: SavedCopyNotice? {
        results.flatMap { SavedCopyNotice($0.listing.freshness, now: now(), timeZone: timeZone) }
    }

    /// The summary of `results`, after the saved-copy headline when they are not live.
    private func status(of results: SearchResults) -> SearchStatus {
        let notice = SavedCopyNotice(results.listing.freshness, now: now(), timeZone: timeZone)
        return SearchStatus(SearchStatusText.summary(of: results), savedCopyHeadline: notice?.headline)
    }

    private func fail(_ error: any Error, fetch: Fetch?) {
        let appError = AppError(error)
        if fetch != nil { fetchTask = nil }
        output?.setLoading(false)
        if case .cancelled = appError { return }
        if case .invalidQuery(let reason) = appError {
            output?.showStatus(SearchStatus(reason.description))
            return
        }
        output?.showStatus(results.map(status(of:)) ?? SearchStatus(SearchStatusText.failure(appError)))
        failedFetch = fetch
        // GitHub being unavailable raises no alert: the app shows "GitHub is unavailable".
        if !appError.isServiceUnavailable { output?.showFetchError(AlertStrategy(fetchFailure: appError)) }
        failures?.respond(to: appError)
    }

    // MARK: FavouriteMarksOutputPort

    /// Redraws the rows' marks when the favourites change: what `ObserveFavouritesUseCase`
    /// reports.
    public func favouriteMarksDidChange(_ identifiers: Set<RepositoryID>) {
        guard identifiers != favourites else { return }
        favourites = identifiers
        if results != nil { output?.showRows(rows) }
    }
}
