import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary

/// What a search screen shows, as a value: the query, the results, whether a search is running and
/// why the last one failed — with the rules that turn them into the screen's status line and rows.
///
/// Every variant of the gallery keeps its search state in this one shape, wherever the pattern puts
/// it (a model, a presenter, a view model, a Flux store, the Redux state, a VIPER presenter), so the
/// variants cannot drift in *what* they show; they differ only in how the state changes and how the
/// view learns of it.
public struct SearchScreenState: Hashable, Sendable {
    /// The query as typed.
    public private(set) var query = ""
    /// The results of the last search that succeeded for ``query``; `nil` before the first one.
    public private(set) var results: SearchResults?
    /// Whether a search for ``query`` is running.
    public private(set) var isSearching = false
    /// Whether the page after ``results`` is loading.
    public private(set) var isLoadingMore = false
    /// Why the last search failed; `nil` once another search starts.
    public private(set) var failure: AppError?

    /// The state of a screen where nothing was typed.
    public init() {}

    /// Records a new query. Returns whether it should be searched: a blank query clears the results
    /// instead.
    @discardableResult
    public mutating func queryChanged(_ text: String) -> Bool {
        query = text
        failure = nil
        isLoadingMore = false
        guard !text.allSatisfy(\.isWhitespace) else {
            results = nil
            isSearching = false
            return false
        }
        return true
    }

    /// Records that ``query`` is to be searched again from its first page: the user refreshed, or
    /// chose Retry after a failure. Returns whether it should be searched (not a blank query).
    @discardableResult
    public mutating func refreshed() -> Bool {
        queryChanged(query)
    }

    /// Records that the search for ``query`` started (after the debounce pause).
    public mutating func searchStarted() {
        isSearching = true
        isLoadingMore = false
        failure = nil
    }

    /// Records that the page after ``results`` started loading. Returns whether it should be
    /// loaded: not while a search or another page is loading, and not when everything is loaded.
    @discardableResult
    public mutating func loadMoreStarted() -> Bool {
        guard canLoadMore else { return false }
        isLoadingMore = true
        failure = nil
        return true
    }

    /// Records the results of the search for ``query``.
    public mutating func searchFinished(_ found: SearchResults) {
        results = found
        isSearching = false
        isLoadingMore = false
        failure = nil
    }

    /// Records why the search failed. A cancelled search is not a failure; an invalid query is
    /// explained in the status line, not in an alert (see ``alertFailure``).
    public mutating func searchFailed(_ error: AppError) {
        isSearching = false
        isLoadingMore = false
        guard error != .cancelled else { return }
        failure = error
    }

    /// Whether the page after ``results`` may be asked for now: there is one, and neither a search
    /// nor another page is loading.
    public var canLoadMore: Bool {
        !isSearching && !isLoadingMore && results?.canLoadMore == true
    }

    /// Whether the screen shows its activity indicator: a search or the next page is loading.
    public var isLoading: Bool { isSearching || isLoadingMore }

    /// The rows to list, each marked when its repository is one of `favourites`.
    public func rows(favourites: Set<RepositoryID>) -> [RepositoryRow] {
        (results?.repositories ?? []).rows(favourites: favourites)
    }

    /// The failure to show in an alert with Retry and Cancel: any failure but an invalid query.
    public var alertFailure: AppError? {
        failure.flatMap(Self.alertFailure(for:))
    }

    /// `error` if a search that failed with it deserves an alert with Retry and Cancel: any error but
    /// a cancellation or an invalid query (explained in the status line instead).
    public static func alertFailure(for error: AppError) -> AppError? {
        switch error {
        case .cancelled, .invalidQuery: nil
        default: error
        }
    }

    /// The status line above the rows.
    public var status: String {
        if isSearching { return SearchStatusText.searching(query) }
        if isLoadingMore { return SearchStatusText.loadingMore }
        if case .invalidQuery(let reason) = failure { return reason.description }
        if let results { return SearchStatusText.summary(of: results) }
        if let failure { return SearchStatusText.failure(failure) }
        return SearchStatusText.prompt
    }
}
