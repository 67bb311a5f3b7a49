import Foundation
import GitHubBrowserDomain
import StrataAlert
import StrataRedux

/// The Public tab's presenter: owns the tab's Redux store and router, turns input into thunks, and
/// renders each new state on its output — only the parts that changed.
///
/// - The first appearance starts the first load (full-screen spinner); coming back later reloads by
///   itself when the list is older than the reload interval or the last load failed.
/// - `r` refreshes (the list stays, a small indicator turns); reaching the last row loads more, and
///   so does a page that arrives with the highlight on its last row already (a one-row page).
/// - Failed first loads and refreshes raise an alert; a failed implicit reload only shows a notice
///   over the list it keeps (or the failure screen, if it has none).
@MainActor
public final class PublicRepositoriesPresenter: PublicRepositoriesPresenterInputs {
    /// The tab's store; tests read its state.
    public let store: Store<PublicRepositoriesState, PublicRepositoriesAction>
    /// The task of the last thunk started, for tests that wait for it.
    private(set) var lastEffect: Task<Void, Never>?

    private weak var output: (any PublicRepositoriesPresenterOutputs)?
    private let router: any PublicRepositoriesRouting
    private let actionCreator: PublicRepositoriesActionCreator
    private let now: @Sendable () -> Date
    private let reloadInterval: TimeInterval
    private let timeZone: TimeZone
    /// Draws each new state (only what changed) and keeps the highlighted row.
    private let renderer = PublicRepositoriesRenderer()

    /// Creates the presenter; it owns `router` and the tab's store, and shows its initial state on
    /// `output` right away.
    public init(
        output: any PublicRepositoriesPresenterOutputs,
        router: any PublicRepositoriesRouting,
        dependencies: PublicRepositoriesDependencies
    ) {
        self.output = output
        self.router = router
        actionCreator = PublicRepositoriesActionCreator(listRepositories: dependencies.listRepositories, now: dependencies.now)
        now = dependencies.now
        reloadInterval = dependencies.reloadInterval
        timeZone = dependencies.timeZone
        store = Store(
            initialState: PublicRepositoriesState(),
            reducer: PublicRepositoriesReducer.reducer,
            middleware: dependencies.middleware
        )
        output.showTexts(dependencies.texts)
        let timeZone = timeZone
        store.subscribe(self, select: { PublicRepositoriesViewState($0, timeZone: timeZone) }) { presenter, viewState in
            presenter.render(viewState)
        }
        store.subscribe(self, select: \.failure) { presenter, failure in
            presenter.report(failure)
        }
        dependencies.sessionChanges?.observeSignOut(self) { presenter in presenter.resetAfterSignOut() }
    }

    /// Drops the list loaded with the user's token; a load in flight is cancelled, so its answer
    /// never lands in the fresh state.
    private func resetAfterSignOut() {
        lastEffect?.cancel()
        lastEffect = nil
        store.dispatch(.signedOut)
    }

    // MARK: - Inputs

    public func viewWillAppear() {
        let state = store.state
        if state.request == .idle {
            start(actionCreator.load(.initial))
        } else if state.needsImplicitReload(at: now(), olderThan: reloadInterval) {
            start(actionCreator.load(.implicitReload))
        }
    }

    public func didRequestRefresh() {
        start(actionCreator.load(store.state.request == .idle ? .initial : .refresh))
    }

    public func didHighlightRow(at index: Int) {
        renderer.highlightedIndex = index
        let count = store.state.repositories.count
        guard count > 0, index >= count - 1, store.state.canLoadMore else { return }
        start(actionCreator.loadMore())
    }

    public func didSelectRepository(_ id: RepositoryID) {
        guard let repository = store.state.repositories.first(where: { $0.id == id }) else { return }
        router.showDetail(of: repository.id)
    }

    public func didRequestSavedCopyReason() {
        guard let listing = store.state.request.value,
              let notice = SavedCopyNotice(listing.freshness, now: store.state.lastLoadedAt ?? now(), timeZone: timeZone)
        else { return }
        output?.showFetchError(AlertStrategy(savedCopy: notice))
    }

    public func didChooseFetchErrorAction(_ action: FetchPublicRepositoriesErrorAction) {
        switch action {
        case .retry: didRequestRefresh()
        case .signIn: router.presentSignIn()
        case .cancel: break
        }
    }

    public func didChooseLoadMoreErrorAction(_ action: RetryOrCancel) {
        switch action {
        case .retry: start(actionCreator.loadMore())
        case .cancel: break
        }
    }

    // MARK: - Outputs

    private func start(_ thunk: Thunk<PublicRepositoriesState, PublicRepositoriesAction>) {
        lastEffect = store.dispatch(thunk)
    }

    private func render(_ viewState: PublicRepositoriesViewState) {
        guard let output else { return }
        if renderer.render(viewState, on: output), store.state.canLoadMore { start(actionCreator.loadMore()) }
    }

    private func report(_ event: OneShot<PublicRepositoriesFailure>) {
        guard let output else { return }
        renderer.report(event, on: output, canSignIn: router.canPresentSignIn, timeZone: timeZone)
    }
}
