import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore

/// The Public tab's presenter (and "Your repositories"'): it keeps the list's state, runs its
/// requests, and shows each new state on its output — only the parts that changed.
///
/// - The first appearance starts the first load (full-screen spinner); coming back later reloads by
///   itself when the list is older than the reload interval or the last load failed.
/// - The app becoming active again with the list on screen reloads it by itself when it is older
///   than the active-reload interval (never over the offline catalog, whose interval is `nil`).
/// - `r` refreshes (the list stays, a small indicator turns); reaching "Show more", the list's last
///   row, loads the next page, and so does choosing it.
/// - Failed first loads and refreshes raise an alert; a failed implicit reload only shows a notice
///   at the top of the list it keeps (or the failure screen, if it has none); a failed page is the
///   list's last row, which tries again when chosen.
///
/// The state and how each step changes it are the list's state machine, which the Flux and Redux
/// apps keep in their stores (`RepositoryListState`, `RepositoryListReducer`); here the
/// presenter holds it in a property and steps it itself, as its siblings hold theirs.
@MainActor
public final class RepositoryListPresenter: RepositoryListPresenterInputs {
    /// The list's state; tests read it.
    public private(set) var state = RepositoryListState()
    /// The task of the last request started, for tests that wait for it.
    private(set) var lastEffect: Task<Void, Never>?

    private weak var output: (any RepositoryListPresenterOutputs)?
    private let router: any RepositoryListRouting
    private let listRepositories: any ListRepositoriesUseCase
    private let now: @Sendable () -> Date
    private let reloadInterval: TimeInterval
    private let activeReloadInterval: TimeInterval?
    private let timeZone: TimeZone
    private let log: (@MainActor @Sendable (String) -> Void)?
    private let failures: FailureResponder?
    /// Draws each new state (only what changed) and tells which row the user reached.
    private let renderer = RepositoryListRenderer()
    /// What was drawn last, so that a step that changes nothing on screen draws nothing.
    private var shown: RepositoryListViewState?
    private var reportedFailure = OneShot<RepositoryListFailure>()

    /// Creates the presenter; it owns `router`, and shows its initial state on `output` right away.
    public init(
        output: any RepositoryListPresenterOutputs,
        router: any RepositoryListRouting,
        dependencies: RepositoryListDependencies
    ) {
        self.output = output
        self.router = router
        listRepositories = dependencies.listRepositories
        now = dependencies.now
        reloadInterval = dependencies.reloadInterval
        activeReloadInterval = dependencies.activeReloadInterval
        timeZone = dependencies.timeZone
        log = dependencies.log
        failures = dependencies.failures
        output.showTexts(dependencies.texts)
        show()
        dependencies.sessionChanges?.observeSignOut(self) { presenter in presenter.resetAfterSignOut() }
    }

    /// Drops the list loaded with the user's token; a load in flight is cancelled, so its answer
    /// never lands in the fresh state.
    private func resetAfterSignOut() {
        lastEffect?.cancel()
        lastEffect = nil
        step(.signedOut)
    }

    // MARK: - Inputs

    public func viewWillAppear() {
        if state.request == .idle {
            load(.initial)
        } else if state.needsImplicitReload(at: now(), olderThan: reloadInterval) {
            load(.implicitReload)
        }
    }

    public func didBecomeActive() {
        if state.needsReloadWhenActive(at: now(), olderThan: activeReloadInterval) {
            load(.implicitReload)
        }
    }

    public func didRequestRefresh() {
        load(state.request == .idle ? .initial : .refresh)
    }

    public func didHighlightRow(at index: Int) {
        guard renderer.reachesMore(at: index), state.canLoadMore else { return }
        loadMore()
    }

    public func didRequestMore() {
        loadMore()
    }

    public func didSelectRepository(_ id: RepositoryID) {
        guard let repository = state.repositories.first(where: { $0.id == id }) else { return }
        router.showDetail(of: repository.id)
    }

    public func didRequestSavedCopyReason() {
        guard let listing = state.request.value,
              let notice = SavedCopyNotice(listing.freshness, now: state.lastLoadedAt ?? now(), timeZone: timeZone)
        else { return }
        output?.showFetchError(AlertStrategy(savedCopy: notice))
    }

    public func didChooseFetchErrorAction(_ action: FetchRepositoryListErrorAction) {
        switch action {
        case .retry: didRequestRefresh()
        case .signIn: router.presentSignIn()
        case .cancel: break
        }
    }

    // MARK: - Requests

    /// Loads the list (one request at a time: nothing while a load or a load-more runs). The
    /// checks and the first step run in the request's task, as a thunk's would: when the screen
    /// shows the spinner, the request is under way.
    private func load(_ kind: RequestKind) {
        let listRepositories = listRepositories
        lastEffect = Task { [weak self] in
            guard let self, !state.request.isLoading, !state.isLoadingMore else { return }
            step(.loadStarted(kind))
            let result: Result<RepositoryListing, AppError>
            do throws(AppError) {
                result = .success(try await listRepositories())
            } catch {
                result = .failure(error)
            }
            // A request cancelled by a sign-out never lands in the fresh state.
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let listing): step(.loaded(listing, at: now()))
            case .failure(let error): step(.loadFailed(error))
            }
        }
    }

    /// Loads the next page, when there is one and nothing else runs.
    private func loadMore() {
        let listRepositories = listRepositories
        lastEffect = Task { [weak self] in
            guard let self, state.canLoadMore, let listing = state.request.value else { return }
            step(.loadMoreStarted)
            let result: Result<RepositoryListing, AppError>
            do throws(AppError) {
                result = .success(try await listRepositories.loadMore(after: listing))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let more): step(.loadedMore(more))
            case .failure(let error): step(.loadMoreFailed(error))
            }
        }
    }

    // MARK: - Outputs

    /// Moves the state machine one step, logs it, and shows what changed.
    private func step(_ action: RepositoryListAction) {
        let before = state
        RepositoryListReducer.reduce(&state, action)
        if let log {
            let diff = StateDiff(from: before, to: state)
            log(diff.isEmpty
                ? "[public] action: \(action) (no state change)"
                : "[public] action: \(action)\n" + diff.changes.map { "  \($0)" }.joined(separator: "\n"))
        }
        show()
        // Shown first, then answered for the whole app (§15.3: a refused session signs out).
        if let failure = action.failure { failures?.respond(to: failure, answeredInPlace: action.answersFailureInPlace) }
    }

    /// Draws the state if its view changed, then raises its failure if a new one fired.
    private func show() {
        guard let output else { return }
        let viewState = RepositoryListViewState(state, timeZone: timeZone)
        if viewState != shown {
            shown = viewState
            renderer.render(viewState, on: output)
        }
        if state.failure != reportedFailure {
            reportedFailure = state.failure
            renderer.report(state.failure, on: output, canSignIn: router.canPresentSignIn, timeZone: timeZone)
        }
    }
}
