import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataCore

/// The Search tab's state: the query as typed, the request state machine of its results, the page
/// loading after them, the row the list highlights, and the failure waiting to be shown.
public struct SearchState: Equatable, Sendable {
    /// The longest query the search field holds, in Unicode scalars: four times what a search
    /// accepts (`SearchQuery.maximumLength`), so that a query too long to search is still shown and
    /// explained, and short enough that every keystroke stays instant.
    public static let maximumQueryLength = 4 * SearchQuery.maximumLength

    /// The query as typed (or opened by a link).
    public var query = ""
    /// The text of the search that was started last: what a refresh searches again.
    public var searchedText = ""
    /// The results: idle, loading (an initial search or a refresh), loaded or failed.
    public var request: RequestState<SearchResults, AppError> = .idle
    /// Whether the page after the results is loading.
    public var isLoadingMore = false
    /// The row the list highlights: the user's last move, kept within the rows shown.
    public var highlightedIndex = 0
    /// Why a search or a page failed, to show once in an alert; `fetch` says what Retry repeats.
    public var failure = OneShot<SearchFailure>()
    /// An invalid query's explanation, shown in the status line instead of an alert.
    public var invalidQuery: SearchQueryError?

    /// The state of a search screen where nothing was typed.
    public init() {}

    /// The results shown: those of the last search that succeeded, kept while another loads.
    public var results: SearchResults? { request.value }

    /// Whether the page after the results may be asked for now.
    public var canLoadMore: Bool {
        !request.isLoading && !isLoadingMore && results?.canLoadMore == true
    }

    /// Whether the screen shows its activity indicator.
    public var isLoading: Bool { request.isLoading || isLoadingMore }

    /// The rows to list, each marked when its repository is one of `favourites`.
    public func rows(favourites: Set<RepositoryID>) -> [RepositoryRow] {
        (results?.repositories ?? []).rows(favourites: favourites)
    }

    /// The status line above the rows, as the articles' Search tab words it (a driver adds how to
    /// ask why the results are a saved copy); `now` and `timeZone` date a saved copy's headline.
    public func status(now: Date, timeZone: TimeZone) -> SearchStatus {
        if request.loadingKind != nil, !searchedText.isEmpty { return SearchStatus(SearchStatusText.searching(searchedText)) }
        if isLoadingMore { return SearchStatus(SearchStatusText.loadingMore) }
        if let invalidQuery { return SearchStatus(invalidQuery.description) }
        if let results {
            let notice = savedCopyNotice(now: now, timeZone: timeZone)
            return SearchStatus(SearchStatusText.summary(of: results), savedCopyHeadline: notice?.headline)
        }
        if case .failed(let error, _) = request { return SearchStatus(SearchStatusText.failure(error)) }
        return SearchStatus(SearchStatusText.prompt)
    }

    /// Why the results are a saved copy, or `nil` while they are live.
    public func savedCopyNotice(now: Date, timeZone: TimeZone) -> SavedCopyNotice? {
        results.flatMap { SavedCopyNotice($0.listing.freshness, now: now, timeZone: timeZone) }
    }
}

/// A failed search or page, as the Search tab's alert shows it.
public struct SearchFailure: Equatable, Sendable {
    /// Why it failed.
    public let error: AppError
    /// What Retry repeats.
    public let fetch: SearchFetch

    /// Creates the failure.
    public init(error: AppError, fetch: SearchFetch) {
        self.error = error
        self.fetch = fetch
    }
}

/// What the Search tab fetched: a search for a text, or the page after the results.
public enum SearchFetch: Equatable, Sendable {
    /// The first page for a text.
    case search(String)
    /// The page after the results.
    case loadMore
}
