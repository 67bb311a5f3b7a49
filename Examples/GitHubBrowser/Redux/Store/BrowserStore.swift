import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataRedux

/// The Redux app's one store, with the entry points its views call. Each entry point dispatches an
/// action, a thunk of ``BrowserThunks``, or both; the store's state is the only thing views read.
///
/// It also keeps the one rule a thunk cannot keep alone: a new search cancels the search (or page)
/// in flight, so only the last query of a burst reaches the catalog.
///
/// ```swift
/// let browser = BrowserStore(environment: environment)
/// browser.start()                     // follow the favourites, read the session
/// browser.changeQuery("swift")        // searched after the debounce pause
/// browser.store.state.search.results  // what the Search tab lists
/// ```
@MainActor
public final class BrowserStore {
    /// The store: one state for the whole app.
    public let store: Store<BrowserState, BrowserAction>
    /// What the thunks do their I/O with.
    public let environment: BrowserEnvironment
    private var searchEffect: Task<Void, Never>?
    private var favouritesEffect: Task<Void, Never>?
    private var listEffects: [RepositoryList: Task<Void, Never>] = [:]
    private var sessionEffect: Task<Void, Never>?

    /// Creates the store over `environment`, starting from `state`. ``FailureMiddleware`` comes
    /// first, always — it is how a failure reaches the user, and a refused session is signed out —
    /// and gives each failure to `reportFailure`, when given; `middleware` (the action log) follows
    /// it.
    public init(
        environment: BrowserEnvironment,
        state: BrowserState = BrowserState(),
        reportFailure: (@MainActor @Sendable (FailureReport) -> Void)? = nil,
        middleware: [Middleware<BrowserState, BrowserAction>] = []
    ) {
        self.environment = environment
        store = Store(
            initialState: state,
            reducer: BrowserReducer.reducer,
            middleware: [
                FailureMiddleware.middleware(reporting: reportFailure, signingOutWith: { [environment] in BrowserThunks.signOut(in: environment) }),
            ] + middleware
        )
    }

    isolated deinit {
        favouritesEffect?.cancel()
        searchEffect?.cancel()
    }

    /// The app's state now.
    public var state: BrowserState { store.state }

    /// Follows the favourites store and reads the session: what the app does once, at launch.
    public func start() {
        favouritesEffect?.cancel()
        favouritesEffect = store.dispatch(BrowserThunks.followFavourites(in: environment))
        store.dispatch(BrowserThunks.readSession(in: environment))
    }

    // MARK: - Search

    /// The query field changed: search it after the debounce pause (a newer query cancels it); a
    /// blank query brings the prompt back.
    public func changeQuery(_ text: String) {
        store.dispatch(.search(.queryChanged(text)))
        search(text, after: environment.debounce)
    }

    /// The query was submitted (Enter) or opened by a link: search it at once.
    public func submitQuery(_ text: String) {
        store.dispatch(.search(.queryChanged(text)))
        search(text, after: .zero)
    }

    /// Searches the last searched text again, from its first page.
    public func refreshSearch() {
        search(state.search.searchedText.isEmpty ? state.search.query : state.search.searchedText, after: .zero)
    }

    /// The Search tab's highlight moved to row `index`: on the last row, the next page loads.
    public func highlightSearchRow(_ index: Int) {
        store.dispatch(.search(.highlighted(index)))
        guard index >= (state.search.results?.repositories.count ?? 0) - 1 else { return }
        loadMoreSearchResults()
    }

    /// Repeats what failed on the Search tab.
    public func retry(_ fetch: SearchFetch) {
        switch fetch {
        case .search(let text): search(text, after: .zero)
        case .loadMore: loadMoreSearchResults()
        }
    }

    private func search(_ text: String, after delay: Duration) {
        searchEffect?.cancel()
        searchEffect = nil
        guard !text.allSatisfy(\.isWhitespace) else { return }
        searchEffect = store.dispatch(BrowserThunks.search(text, after: delay, in: environment))
    }

    /// Marks the next page as loading at once — a second ask before the answer is refused — then
    /// fetches it.
    private func loadMoreSearchResults() {
        guard state.search.canLoadMore else { return }
        store.dispatch(.search(.loadMoreStarted))
        searchEffect?.cancel()
        searchEffect = store.dispatch(BrowserThunks.nextPage(in: environment))
    }

    // MARK: - Navigation, detail and favourites

    /// Opens `route` (a launch link): the Search tab, taken back to its root, then the repository's
    /// detail or the search the link names.
    public func open(_ route: AppRoute) {
        switch route {
        case .home:
            selectTab(.search)
        case .searchTab:
            showSearchRoot()
        case .repository(let id):
            showSearchRoot()
            openRepository(id, on: .search)
        case .search(let text):
            showSearchRoot()
            submitQuery(text)
        }
    }

    private func showSearchRoot() {
        selectTab(.search)
        store.dispatch(.navigation(.popToRoot(.search)))
    }

    /// Shows `tab`.
    public func selectTab(_ tab: BrowserTab) {
        store.dispatch(.navigation(.selectTab(tab)))
    }

    /// Pushes the detail of `id` on `tab` and loads it.
    public func openRepository(_ id: RepositoryID, on tab: BrowserTab) {
        store.dispatch(.navigation(.push(.repository(id), on: tab)))
        store.dispatch(BrowserThunks.loadDetail(id, in: environment))
    }

    /// Loads the detail of `id` again (Retry).
    public func reloadRepository(_ id: RepositoryID) {
        store.dispatch(BrowserThunks.loadDetail(id, in: environment))
    }

    /// Loads the README of `id` again (the README section's Retry, after it failed).
    public func reloadReadme(_ id: RepositoryID) {
        store.dispatch(BrowserThunks.loadReadme(id, in: environment))
    }

    /// The README section of `id`'s detail screen: loading, the document, none, not from this
    /// source, or a failure.
    public func readme(of id: RepositoryID) -> ReadmeSection {
        ReadmeSection(request: state.details[id]?.readme ?? .idle, isAvailable: environment.showReadme != nil)
    }

    /// Closes the screen on top of `tab`'s stack.
    public func back(on tab: BrowserTab) {
        store.dispatch(.navigation(.pop(tab)))
    }

    /// Adds `repository` to the favourites or removes it.
    public func toggleFavourite(_ repository: Repository) {
        store.dispatch(BrowserThunks.toggleFavourite(repository, in: environment))
    }

    // MARK: - Repository lists

    /// `list`'s screen is about to appear: its first load, or a reload when it is older than the
    /// environment's interval or the last load failed.
    public func listWillAppear(_ list: RepositoryList) {
        let state = state[keyPath: list.state]
        if state.request == .idle {
            load(list, .initial)
        } else if state.needsImplicitReload(at: environment.now(), olderThan: environment.listReloadInterval) {
            load(list, .implicitReload)
        }
    }

    /// The app became active again (back from the background on iOS, `fg` after a stop in the
    /// terminal): the list on screen (``NavigationState/visibleList``), if any, reloads when it is
    /// older than the environment's active-reload interval — never the Public tab over the
    /// offline catalog, which does not change.
    public func didBecomeActive() {
        guard let list = state.navigation.visibleList else { return }
        let interval = list == .publicRepositories ? environment.publicListActiveReloadInterval : environment.activeReloadInterval
        if state[keyPath: list.state].needsReloadWhenActive(at: environment.now(), olderThan: interval) {
            load(list, .implicitReload)
        }
    }

    /// Loads `list` again (`r`, or Retry).
    public func refresh(_ list: RepositoryList) {
        load(list, state[keyPath: list.state].request == .idle ? .initial : .refresh)
    }

    /// Loads `list`'s next page ("show more", the user reaching the end, or again after it failed).
    public func loadMore(_ list: RepositoryList) {
        guard let effect = BrowserThunks.loadMore(list, in: environment) else { return }
        listEffects[list] = store.dispatch(effect)
    }

    private func load(_ list: RepositoryList, _ kind: RequestKind) {
        guard let effect = BrowserThunks.load(list, kind, in: environment) else { return }
        listEffects[list] = store.dispatch(effect)
    }

    // MARK: - Account

    /// Reads who is signed in (the Account screen appears, or Retry after the session could not be
    /// read); not while signing in or out.
    public func readSession() {
        switch state.account.phase {
        case .loading, .signedOut, .signedIn: store.dispatch(BrowserThunks.readSession(in: environment))
        case .signingIn, .signingInWithDevice, .signingOut: break
        }
    }

    /// Presents the sign-in sheet over the tab on screen.
    public func presentSignIn() {
        store.dispatch(.navigation(.presentSignIn))
    }

    /// Closes the sign-in sheet; a sign-in under way is abandoned (its answer is dropped; a device
    /// sign-in stops polling).
    public func dismissSignIn() {
        if state.account.phase == .signingIn || state.account.phase.isSigningInWithDevice { sessionEffect?.cancel() }
        store.dispatch(.navigation(.dismissSignIn))
    }

    /// Signs in with `token`, which no action, state or log ever holds.
    public func signIn(token: String) {
        sessionEffect = store.dispatch(BrowserThunks.signIn(token: token, in: environment))
    }

    /// Whether the Account screen offers "Sign in with GitHub" (the app has an OAuth app's client ID).
    public var offersDeviceSignIn: Bool { environment.session?.signInWithDevice != nil }

    /// Signs in through GitHub's device flow ("Sign in with GitHub", or Retry after it failed).
    public func signInWithDevice() {
        sessionEffect = store.dispatch(BrowserThunks.signInWithDevice(in: environment))
    }

    /// Stops waiting for a device sign-in: its task (and the polling) is cancelled and the form comes
    /// back without an alert.
    public func cancelDeviceSignIn() {
        guard state.account.phase.isSigningInWithDevice else { return }
        sessionEffect?.cancel()
        store.dispatch(.account(.deviceSignInFailed(.cancelled)))
    }

    /// Signs out; the state is then reset by the reducer.
    public func signOut() {
        sessionEffect = store.dispatch(BrowserThunks.signOut(in: environment))
    }
}
