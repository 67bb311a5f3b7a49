import Foundation

/// What every architecture of the browser does its I/O with, made once by the composition root: the
/// Application layer's use cases, the debounce pause, a clock and the catalog shipped with the app.
///
/// The one bag of use cases: the MVP app's presenters take their members as input ports (through
/// `BrowserDependencies`), the Flux app's action creators and the Redux app's thunks take it whole.
/// Injected, so a test runs every presenter, action creator and thunk with fakes and never waits on
/// the clock.
public struct BrowserEnvironment: Sendable {
    /// Searches the catalog, page by page.
    public var searchRepositories: any SearchRepositoriesUseCase
    /// Reads one repository's detail.
    public var showRepositoryDetail: any ShowRepositoryDetailUseCase
    /// Reads a repository's README for its detail screen; `nil` when the source has no READMEs
    /// (the offline catalog).
    public var showReadme: (any ShowReadmeUseCase)?
    /// Adds or removes a favourite, and keeps it on the device.
    public var toggleFavourite: any ToggleFavouriteUseCase
    /// Follows the favourites store.
    public var observeFavourites: any ObserveFavouritesUseCase
    /// The Public tab's list, if the source has one.
    public var publicRepositories: (any ListRepositoriesUseCase)?
    /// The signed-in user's repositories, if the source can list them.
    public var userRepositories: (any ListRepositoriesUseCase)?
    /// Signs in, signs out and reads the session, if the source has accounts.
    public var session: SessionUseCases?
    /// How long a query must stay unchanged before it is searched.
    public var debounce: Duration
    /// How a thunk waits out the debounce pause; throws once its task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// The clock of saved-copy headlines and the Public tab's reloads.
    public var now: @Sendable () -> Date
    /// How old a repository list may get before coming back to it reloads it.
    public var listReloadInterval: TimeInterval
    /// How old the list on screen may get before the app becoming active again (back from the
    /// background on iOS, `fg` after a stop in the terminal) reloads it:
    /// ``BrowserDefaults/activeReloadInterval`` unless a test sets its own. See
    /// ``publicListActiveReloadInterval`` for the Public tab.
    public var activeReloadInterval: TimeInterval = BrowserDefaults.activeReloadInterval
    /// The catalog shipped with the app, when the Search tab searches it (the offline source); the
    /// tab says how old it is. `nil` for a live source.
    public var builtInCatalog: BuiltInCatalog?

    /// Creates an environment.
    public init(
        searchRepositories: any SearchRepositoriesUseCase,
        showRepositoryDetail: any ShowRepositoryDetailUseCase,
        toggleFavourite: any ToggleFavouriteUseCase,
        observeFavourites: any ObserveFavouritesUseCase,
        publicRepositories: (any ListRepositoriesUseCase)? = nil,
        userRepositories: (any ListRepositoriesUseCase)? = nil,
        session: SessionUseCases? = nil,
        debounce: Duration = BrowserDefaults.searchDebounce,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        now: @escaping @Sendable () -> Date = Date.init,
        listReloadInterval: TimeInterval = BrowserDefaults.listReloadInterval,
        builtInCatalog: BuiltInCatalog? = nil,
        showReadme: (any ShowReadmeUseCase)? = nil
    ) {
        self.showReadme = showReadme
        self.searchRepositories = searchRepositories
        self.showRepositoryDetail = showRepositoryDetail
        self.toggleFavourite = toggleFavourite
        self.observeFavourites = observeFavourites
        self.publicRepositories = publicRepositories
        self.userRepositories = userRepositories
        self.session = session
        self.debounce = debounce
        self.sleep = sleep
        self.now = now
        self.listReloadInterval = listReloadInterval
        self.builtInCatalog = builtInCatalog
    }

    /// ``activeReloadInterval`` for the Public tab's list, or `nil` — it never reloads when the app
    /// becomes active — when that list comes from the catalog shipped with the app
    /// (``builtInCatalog``), which never changes. The signed-in user's repositories come from
    /// GitHub whatever the source, so they use ``activeReloadInterval`` itself.
    public var publicListActiveReloadInterval: TimeInterval? {
        builtInCatalog == nil ? activeReloadInterval : nil
    }

    /// Creates an environment over `useCases` (Search, detail and favourites over one catalog and
    /// one favourites store, and the README if the source has them), with the other members as in
    /// ``init(searchRepositories:showRepositoryDetail:toggleFavourite:observeFavourites:publicRepositories:userRepositories:session:debounce:sleep:now:listReloadInterval:builtInCatalog:showReadme:)``.
    public init(
        useCases: BrowserUseCases,
        publicRepositories: (any ListRepositoriesUseCase)? = nil,
        userRepositories: (any ListRepositoriesUseCase)? = nil,
        session: SessionUseCases? = nil,
        debounce: Duration = BrowserDefaults.searchDebounce,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        now: @escaping @Sendable () -> Date = Date.init,
        listReloadInterval: TimeInterval = BrowserDefaults.listReloadInterval,
        builtInCatalog: BuiltInCatalog? = nil
    ) {
        self.init(
            searchRepositories: useCases.searchRepositories, showRepositoryDetail: useCases.showRepositoryDetail,
            toggleFavourite: useCases.toggleFavourite, observeFavourites: useCases.observeFavourites,
            publicRepositories: publicRepositories, userRepositories: userRepositories, session: session,
            debounce: debounce, sleep: sleep, now: now, listReloadInterval: listReloadInterval,
            builtInCatalog: builtInCatalog, showReadme: useCases.showReadme
        )
    }
}

/// The session's three use cases, which a source with accounts provides together.
public struct SessionUseCases: Sendable {
    /// Signs in with a token.
    public var signIn: any SignInUseCase
    /// Signs out.
    public var signOut: any SignOutUseCase
    /// Reads who is signed in.
    public var showAccount: any ShowAccountUseCase
    /// Signs in through GitHub's device flow, or `nil` when no OAuth app's client ID was given
    /// (screens then offer only the token).
    public var signInWithDevice: (any SignInWithDeviceUseCase)?

    /// Creates the use cases.
    public init(
        signIn: any SignInUseCase, signOut: any SignOutUseCase, showAccount: any ShowAccountUseCase,
        signInWithDevice: (any SignInWithDeviceUseCase)? = nil
    ) {
        self.signIn = signIn
        self.signOut = signOut
        self.showAccount = showAccount
        self.signInWithDevice = signInWithDevice
    }
}
