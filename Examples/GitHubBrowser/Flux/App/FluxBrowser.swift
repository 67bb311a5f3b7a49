import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// The Flux app's features: a container per feature, each owning its action type, dispatcher,
/// stores and action creator (the book's ch.14). The favourites, Search, the Public list and the
/// account live as long as the app; each detail screen and each "Your repositories" screen gets a
/// container of its own when it opens.
///
/// Sign-outs travel through ``sessionChanges``: the account's action creator reports one, and the
/// Search and list containers (and the app coordinator) follow it. The favourites survive it.
///
/// ```swift
/// let app = FluxBrowser(environment: environment)
/// app.start()
/// let viewModel = SearchViewModel(search: app.search, favourites: app.favourites)
/// ```
@MainActor
public final class FluxBrowser {
    /// What the action creators do their I/O with.
    public let environment: BrowserEnvironment
    /// Where sign-outs are reported and followed.
    public let sessionChanges: SessionChanges
    /// The favourites every screen shares.
    public let favourites: FavouritesContainer
    /// The Search tab's parts.
    public let search: SearchContainer
    /// The Public tab's parts, if the source has that list.
    public let publicRepositories: RepositoryListContainer?
    /// The session's parts, if the source has accounts.
    public let account: AccountContainer?
    /// Answers every feature's failures for the whole app (§15.3): a session GitHub refuses signs
    /// out, and every store that follows sign-outs hears of it.
    public let failures: FailureResponder
    private let log: (@MainActor @Sendable (String) -> Void)?

    /// Creates every app-wide container over `environment`; `log`, when given, receives every
    /// action of every feature with what it changed in the feature's store (`--log-actions`).
    public init(
        environment: BrowserEnvironment, sessionChanges: SessionChanges = SessionChanges(), log: (@MainActor @Sendable (String) -> Void)? = nil
    ) {
        self.environment = environment
        self.sessionChanges = sessionChanges
        self.log = log
        favourites = FavouritesContainer(environment: environment)
        search = SearchContainer(environment: environment, sessionChanges: sessionChanges)
        publicRepositories = environment.publicRepositories.map { listRepositories in
            RepositoryListContainer(
                texts: .publicRepositories, listRepositories: listRepositories, now: environment.now,
                reloadInterval: environment.listReloadInterval,
                activeReloadInterval: environment.publicListActiveReloadInterval, sessionChanges: sessionChanges
            )
        }
        account = environment.session.map { AccountContainer(session: $0, sessionChanges: sessionChanges) }
        failures = FailureResponder(session: environment.session) { [sessionChanges] in sessionChanges.signedOut() }
        failures.follow(favourites.dispatcher)
        failures.follow(search.dispatcher)
        if let publicRepositories { failures.follow(publicRepositories.dispatcher) }
        if let account { failures.follow(account.dispatcher) }
        if let log {
            StoreLog.attach(to: favourites.store, on: favourites.dispatcher, name: "favourites", write: log)
            StoreLog.attach(to: search.store, on: search.dispatcher, name: "search", write: log)
            if let list = publicRepositories { StoreLog.attach(to: list.store, on: list.dispatcher, name: "public", write: log) }
            if let account { StoreLog.attach(to: account.store, on: account.dispatcher, name: "account", write: log) }
        }
    }

    /// Starts following the device's favourites.
    public func start() {
        favourites.actionCreator.follow()
    }

    /// The parts of a new detail screen of `id`.
    public func detail(_ id: RepositoryID) -> RepositoryDetailContainer {
        let detail = RepositoryDetailContainer(id: id, environment: environment)
        failures.follow(detail.dispatcher)
        if let log { StoreLog.attach(to: detail.store, on: detail.dispatcher, name: "detail \(id.fullName)", write: log) }
        return detail
    }

    /// Makes the parts of a new "Your repositories" screen, or `nil` when the source cannot list
    /// them.
    public var userRepositories: (@MainActor () -> RepositoryListContainer)? {
        guard let listRepositories = environment.userRepositories else { return nil }
        let (interval, activeInterval, now, sessionChanges, failures, log) = (
            environment.listReloadInterval, environment.activeReloadInterval, environment.now, sessionChanges, failures, log
        )
        return {
            let list = RepositoryListContainer(
                texts: .userRepositories, listRepositories: listRepositories, now: now,
                reloadInterval: interval, activeReloadInterval: activeInterval, sessionChanges: sessionChanges
            )
            failures.follow(list.dispatcher)
            if let log { StoreLog.attach(to: list.store, on: list.dispatcher, name: "your repositories", write: log) }
            return list
        }
    }
}
