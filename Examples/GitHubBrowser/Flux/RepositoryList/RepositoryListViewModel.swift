import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataFlux

/// A repository list's view model, on top of its store: the view state the screen draws (through
/// the articles' `RepositoryListRenderer`), a failure to show once, and the inputs — the screen
/// appearing, the app becoming active again, `r`, the next page, Retry.
@MainActor
public final class RepositoryListViewModel {
    private let list: RepositoryListContainer
    private let now: @Sendable () -> Date
    private let observation = StoreObservation()

    /// Creates the view model of `list`; `now` decides when coming back reloads it.
    public init(list: RepositoryListContainer, now: @escaping @Sendable () -> Date = Date.init) {
        self.list = list
        self.now = now
    }

    /// Calls `onChange` after every change of the list, for as long as the view model lives.
    public func observe(_ onChange: @escaping @MainActor () -> Void) {
        observation.observe(list.store, onChange)
    }

    /// The list's title, heading and empty-list text.
    public var texts: RepositoryListTexts { list.texts }

    /// What the screen draws; `timeZone` dates the reload notice.
    public func viewState(timeZone: TimeZone) -> RepositoryListViewState {
        RepositoryListViewState(list.store.state, timeZone: timeZone)
    }

    /// The failure waiting to be shown once.
    public var failure: OneShot<RepositoryListFailure> { list.store.state.failure }

    /// Whether the page after the list may be asked for now.
    public var canLoadMore: Bool { list.store.state.canLoadMore }

    /// Why the list is a saved copy, or `nil` while it is live.
    public func savedCopyNotice(timeZone: TimeZone) -> SavedCopyNotice? {
        let state = list.store.state
        guard let listing = state.request.value else { return nil }
        return SavedCopyNotice(listing.freshness, now: state.lastLoadedAt ?? now(), timeZone: timeZone)
    }

    /// The screen is about to appear: the first time it loads the list, and later reloads it when
    /// it is older than the reload interval.
    public func willAppear() {
        let state = list.store.state
        if state.request == .idle {
            list.actionCreator.load(.initial)
        } else if state.needsImplicitReload(at: now(), olderThan: list.reloadInterval) {
            list.actionCreator.load(.implicitReload)
        }
    }

    /// The app became active again with the list on screen: it reloads when it is older than the
    /// active-reload interval (never over a source that does not change).
    public func didBecomeActive() {
        if list.store.state.needsReloadWhenActive(at: now(), olderThan: list.activeReloadInterval) {
            list.actionCreator.load(.implicitReload)
        }
    }

    /// `r` and Retry: loads the list again.
    public func refresh() {
        list.actionCreator.load(list.store.state.request == .idle ? .initial : .refresh)
    }

    /// Loads the next page: "show more", the row of a failed page, and the user reaching the end of
    /// the list.
    public func loadMore() { list.actionCreator.loadMore() }
}
