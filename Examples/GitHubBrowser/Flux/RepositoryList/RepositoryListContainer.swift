import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The repository-list feature's Flux parts — the Public tab's, or "Your repositories"': its
/// dispatcher, its store (the list's request state machine: initial load, refresh, implicit reload,
/// the next page) and its action creator. The texts say which list it is.
@MainActor
public final class RepositoryListContainer {
    /// The list's title, heading and empty-list text.
    public let texts: RepositoryListTexts
    /// The hub of this list's actions.
    public let dispatcher = Dispatcher<RepositoryListAction>()
    /// The list's state.
    public let store: FluxStore<RepositoryListState, RepositoryListAction>
    /// Loads the list and its pages.
    public let actionCreator: RepositoryListActionCreator
    /// How old the list may get before coming back to it reloads it.
    public let reloadInterval: TimeInterval
    /// How old the list may get before the app becoming active again reloads it; `nil` when its
    /// source never changes (the offline catalog).
    public let activeReloadInterval: TimeInterval?

    /// Creates the parts of a list read by `listRepositories`. After a sign-out (reported by
    /// `sessionChanges`) the load in flight is cancelled and the list is dropped: it loads afresh
    /// when it next appears.
    public init(
        texts: RepositoryListTexts,
        listRepositories: any ListRepositoriesUseCase,
        now: @escaping @Sendable () -> Date,
        reloadInterval: TimeInterval = BrowserDefaults.listReloadInterval,
        activeReloadInterval: TimeInterval? = BrowserDefaults.activeReloadInterval,
        sessionChanges: SessionChanges? = nil
    ) {
        self.texts = texts
        self.reloadInterval = reloadInterval
        self.activeReloadInterval = activeReloadInterval
        store = FluxStore(initialState: RepositoryListState(), dispatcher: dispatcher, reduce: RepositoryListReducer.reduce)
        actionCreator = RepositoryListActionCreator(dispatcher: dispatcher, store: store, listRepositories: listRepositories, now: now)
        sessionChanges?.observeSignOut(actionCreator) { actionCreator in actionCreator.signedOut() }
    }
}
