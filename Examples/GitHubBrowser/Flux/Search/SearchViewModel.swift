import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataFlux

/// The Search tab's view model, on top of two stores — the search's and the favourites' marks: what
/// the screen shows (the query, the spinner, the status line, the marked rows, a failure to show
/// once) and the inputs it hands on to the action creators. The screen binds to it and holds no
/// state of its own.
@MainActor
public final class SearchViewModel {
    private let search: SearchContainer
    private let favourites: FavouritesContainer
    private let now: @Sendable () -> Date
    private let observation = StoreObservation()

    /// Creates the view model; `now` dates a saved copy's headline.
    public init(search: SearchContainer, favourites: FavouritesContainer, now: @escaping @Sendable () -> Date = Date.init) {
        self.search = search
        self.favourites = favourites
        self.now = now
    }

    /// Calls `onChange` after every change of the search or the favourites, for as long as the view
    /// model lives.
    public func observe(_ onChange: @escaping @MainActor () -> Void) {
        observation.observe(search.store, onChange)
        observation.observe(favourites.marks, onChange)
    }

    // MARK: - Outputs

    /// The query as typed (or opened by a link).
    public var query: String { search.store.state.query }

    /// The text of the search that was started last: what Retry after a saved copy searches.
    public var searchedText: String { search.store.state.searchedText }

    /// Whether the screen shows its activity indicator.
    public var isLoading: Bool { search.store.state.isLoading }

    /// The status line above the rows; `timeZone` dates a saved copy's headline.
    public func status(timeZone: TimeZone) -> SearchStatus {
        search.store.state.status(now: now(), timeZone: timeZone)
    }

    /// The rows, each marked when its repository is a favourite.
    public var rows: [RepositoryRow] { search.store.state.rows(favourites: favourites.marks.state) }

    /// The failure waiting to be shown once, with what Retry repeats.
    public var failure: OneShot<SearchFailure> { search.store.state.failure }

    /// Why the results are a saved copy, or `nil` while they are live.
    public func savedCopyNotice(timeZone: TimeZone) -> SavedCopyNotice? {
        search.store.state.savedCopyNotice(now: now(), timeZone: timeZone)
    }

    /// The repository of row `index`, if there is one.
    public func repository(at index: Int) -> Repository? {
        search.store.state.results?.repositories[safe: index]
    }

    // MARK: - Inputs

    /// The query field changed.
    public func changeQuery(_ text: String) { search.actionCreator.changeQuery(text) }

    /// The query was submitted.
    public func submitQuery(_ text: String) { search.actionCreator.submitQuery(text) }

    /// Ctrl-R: searches the last text again.
    public func refresh() { search.actionCreator.refresh() }

    /// The highlight moved to row `index`.
    public func highlight(_ index: Int) { search.actionCreator.highlight(index) }

    /// Retry, in the failure's alert.
    public func retry(_ fetch: SearchFetch) { search.actionCreator.retry(fetch) }

    /// `f`: adds row `index`'s repository to the favourites or removes it.
    public func toggleFavourite(at index: Int) {
        guard let repository = repository(at: index) else { return }
        favourites.actionCreator.toggle(repository)
    }
}
