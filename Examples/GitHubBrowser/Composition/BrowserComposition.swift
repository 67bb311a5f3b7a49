import Foundation
import GitHubBrowserApplication
import GitHubBrowserCatalogSeed
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserInfrastructure
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal
import GitHubBrowserPresentation
import GitHubBrowserTerminalUI
import GitHubBrowserFlux
import GitHubBrowserFluxTerminal
import GitHubBrowserRedux
import GitHubBrowserReduxTerminal
import StrataRedux

/// The composition root (the "Main component" of Clean Architecture): the one place that knows
/// every concrete type. It opens the databases, picks the catalog, builds the use cases and the
/// app coordinator, and hands back the screens ready to draw.
///
/// The `github-browser` command calls it, then runs the result on the terminal; the start-up
/// benchmark calls it too, so both measure the same path:
///
/// ```swift
/// let browser = try await BrowserComposition.compose(settings)
/// try await browser.run(on: ANSITerminal())
/// ```
@MainActor
public enum BrowserComposition {
    /// Opens the user database and the offline catalog (building the catalog from the shipped seed
    /// on first run), wires the source that `settings` ask for, and starts the app coordinator at
    /// the launch link.
    ///
    /// - Parameters:
    ///   - settings: What the launch asks for: source, API, database files, deep link, environment.
    ///   - searchDebounce: The pause after a keystroke before the Search tab searches.
    ///   - note: Told what the user should know before the screen opens: how much a `--replay`
    ///     replays, before it does.
    /// - Throws: ``LaunchError`` with a message a user can act on: a damaged or unreadable database,
    ///   a `GITHUB_TOKEN` that is not a token, a missing seed.
    public static func compose(
        _ settings: LaunchSettings,
        searchDebounce: Duration = BrowserDefaults.searchDebounce,
        note: (String) -> Void = { _ in }
    ) async throws(LaunchError) -> ComposedBrowser {
        do {
            // The live source is refused in a build that cannot reach the network, before anything
            // is opened or created.
            try checkLiveNetwork(for: settings.source, hasLiveNetwork: GitHubAPIClient.hasLiveNetwork)
            // Both databases are checked before anything is created, so that a refused one leaves
            // neither the other one nor a folder behind.
            try UserDatabase.check(at: settings.databaseURL)
            try OfflineCatalog.check(at: settings.catalogURL)
            let token = try environmentToken(settings)
            let replay = try settings.replayURL.map { url throws(DataSourceError) in try replayedRun(at: url, note: note) }
            let replayed = replay?.state
            // The debugging log of the stores: private, and scrubbed of the token. Opened before
            // the data folder is made, so that a refused log leaves no folder or database behind.
            let actionLog = try settings.actionLogURL.map { url throws(DataSourceError) in
                try ActionLog.open(at: url, redacting: [settings.environment["GITHUB_TOKEN"] ?? ""])
            }
            try settings.dataDirectory?.create()
            let database = try UserDatabase.open(at: settings.databaseURL)
            let favourites = SQLiteFavouritesStore(database: database)
            // On a first run the catalog is built in the background while the first screen is drawn;
            // searches wait for it.
            let offline = try OfflineCatalog.open(at: settings.catalogURL, importing: .inBackground)
            let sessions = SQLiteSessionStore(database: database)
            let browser = try compose(
                settings: settings, token: token, offline: offline, favourites: favourites, sessions: sessions,
                actionLog: actionLog, replayed: replayed, searchDebounce: searchDebounce
            )
            if let replay, let url = settings.replayURL {
                browser.notice = notice(replaying: replay, from: url)
            }
            return browser
        } catch {
            throw LaunchError(describe(error))
        }
    }

    /// The app over the source `settings` ask for; `token` is `GITHUB_TOKEN`'s, already validated.
    private static func compose(
        settings: LaunchSettings,
        token: AccessToken?,
        offline: OfflineCatalog,
        favourites: SQLiteFavouritesStore,
        sessions: SQLiteSessionStore,
        actionLog: ActionLog?,
        replayed: BrowserState?,
        searchDebounce: Duration
    ) throws(LaunchError) -> ComposedBrowser {
        switch settings.source {
        case .offline:
            return try compose(
                catalog: offline, offline: offline, favourites: favourites, sessions: sessions, settings: settings,
                actionLog: actionLog, replayed: replayed, searchDebounce: searchDebounce, builtInCatalog: builtInCatalog
            )
        case .github:
            let configuration = apiConfiguration(settings)
            if let token {
                // The Account tab shows whom GITHUB_TOKEN belongs to (checked with the API);
                // requests carry it until the user signs in or out by hand.
                let tokenSessions = EnvironmentTokenSessionStore(token: token, stored: sessions, source: GitHubAPIClient(configuration: configuration))
                let client = GitHubAPIClient(configuration: configuration, tokenProvider: { await tokenSessions.requestToken() })
                let live = CachingCatalog(live: client, cache: offline)
                return try compose(
                    catalog: live, readmes: client, offline: offline, favourites: favourites, sessions: tokenSessions, settings: settings,
                    actionLog: actionLog, replayed: replayed, searchDebounce: searchDebounce
                )
            } else {
                // Requests carry the signed-in session's token, following sign-in and sign-out.
                let client = GitHubAPIClient(configuration: configuration, tokenProvider: { try? await sessions.current()?.token })
                let live = CachingCatalog(live: client, cache: offline)
                return try compose(
                    catalog: live, readmes: client, offline: offline, favourites: favourites, sessions: sessions, settings: settings,
                    actionLog: actionLog, replayed: replayed, searchDebounce: searchDebounce
                )
            }
        }
    }

    private static func compose(
        catalog: some RepositoryCatalog,
        readmes: (any ReadmeSource)? = nil,
        offline: OfflineCatalog,
        favourites: SQLiteFavouritesStore,
        sessions: some SessionStore,
        settings: LaunchSettings,
        actionLog: ActionLog?,
        replayed: BrowserState?,
        searchDebounce: Duration,
        builtInCatalog: BuiltInCatalog? = nil
    ) throws(LaunchError) -> ComposedBrowser {
        // What every architecture's screens run on: the same use cases over the same sources.
        // Tokens are always checked against the GitHub API (at `--api-url` if given): the offline
        // catalog has no accounts, so signing in needs the network whatever the source, and fails
        // with an "offline" alert without it. The signed-in user's repositories come from the API
        // too, with the session's token.
        let signIn = SignIn(source: GitHubAPIClient(configuration: apiConfiguration(settings)), sessions: sessions)
        // The device flow, when the user gave an OAuth app's client ID: its token goes through the
        // same sign-in, checked with the API and stored as the session.
        let signInWithDevice = settings.clientID.map { clientID in
            SignInWithDevice(source: GitHubDeviceFlowClient(configuration: apiConfiguration(settings)), clientID: clientID, signIn: signIn)
        }
        var environment = BrowserEnvironment(
            // READMEs come from the live source only: the offline catalog's detail screen says so.
            useCases: BrowserUseCases(catalog: catalog, favourites: favourites, readmes: readmes),
            publicRepositories: ListPublicRepositories(catalog: catalog),
            userRepositories: ListUserRepositories(source: GitHubAPIClient(
                configuration: apiConfiguration(settings),
                tokenProvider: { try? await sessions.current()?.token }
            )),
            session: SessionUseCases(
                signIn: signIn,
                signOut: SignOut(sessions: sessions),
                showAccount: ShowAccount(sessions: sessions),
                signInWithDevice: signInWithDevice
            ),
            debounce: searchDebounce,
            builtInCatalog: builtInCatalog
        )
        environment.activeReloadInterval = settings.activeReloadInterval
        // How the app is launched (a plain run, an `open` link), counted across runs in the app's own
        // folder when it uses one (not with `--database`); the Account tab shows the counts. A counts
        // file the app cannot read is left as it is: this run is counted, not saved.
        let launchFile = settings.dataDirectory.map { LaunchPathFile(folder: $0.url) }
        let savedLaunches = launchFile.flatMap { try? $0.load() }
        let launchPaths = launchFile.map { _ in LaunchPathRecorder(counts: savedLaunches ?? [:]) }
        var log: (@MainActor @Sendable (String) -> Void)?
        if let actionLog { log = { actionLog.write($0) } }
        let app: (root: BaseViewController, owner: AnyObject, didBecomeActive: @MainActor () -> Void)
        switch settings.architecture {
        case .mvp:
            app = mvpBrowser(environment, settings: settings, launchPaths: launchPaths, log: log)
        case .flux:
            app = fluxBrowser(environment, settings: settings, launchPaths: launchPaths, log: log)
        case .redux:
            app = reduxBrowser(environment, settings: settings, launchPaths: launchPaths, actionLog: actionLog, replayed: replayed)
        }
        if let launchFile, savedLaunches != nil, let launchPaths {
            try? launchFile.save(launchPaths.counts)
        }
        return ComposedBrowser(root: app.root, owner: app.owner, didBecomeActive: app.didBecomeActive) {
            try await offline.waitUntilSeeded()
        }
    }

    /// Refuses `source` when it is the live API and this build has no network transport
    /// (`hasLiveNetwork` is ``GitHubAPIClient/hasLiveNetwork``: false on Linux without the
    /// `LiveNetwork` trait), with the command that builds one that has.
    nonisolated static func checkLiveNetwork(for source: CatalogSource, hasLiveNetwork: Bool) throws(LaunchError) {
        guard source == .github, !hasLiveNetwork else { return }
        throw LaunchError(
            "This build has no live network: on Linux, --source github needs the LiveNetwork trait. "
                + "Run \(LiveNetworkUnavailable.rebuildCommand) --source github, or leave out --source for the offline catalog."
        )
    }

    /// The MVP app, as the articles build it: a presenter per screen, routers and an app
    /// coordinator. With `log`, the Public tab writes each step of its list.
    private static func mvpBrowser(
        _ environment: BrowserEnvironment, settings: LaunchSettings, launchPaths: LaunchPathRecorder?, log: (@MainActor @Sendable (String) -> Void)?
    ) -> (root: BaseViewController, owner: AnyObject, didBecomeActive: @MainActor () -> Void) {
        let dependencies = BrowserDependencies(environment: environment, launchPaths: launchPaths, log: log)
        let browser = TerminalBrowser(dependencies: dependencies, tabs: BrowserTab.allCases, link: settings.link)
        browser.coordinator.start()
        return (browser.rootViewController, browser.coordinator, browser.didBecomeActive)
    }

    /// The Flux app (the book's ch.14): a container per feature, view models on its stores. With
    /// `log`, every store writes its actions and changes.
    private static func fluxBrowser(
        _ environment: BrowserEnvironment, settings: LaunchSettings, launchPaths: LaunchPathRecorder?, log: (@MainActor @Sendable (String) -> Void)?
    ) -> (root: BaseViewController, owner: AnyObject, didBecomeActive: @MainActor () -> Void) {
        let browser = FluxTerminalBrowser(
            app: FluxBrowser(environment: environment, sessionChanges: SessionChanges(), log: log),
            tabs: BrowserTab.allCases, link: settings.link, catalogNote: environment.builtInCatalog?.note, launchPaths: launchPaths
        )
        browser.start()
        return (browser.rootViewController, browser, browser.didBecomeActive)
    }

    /// The Redux app (the book's ch.15), starting in a replayed log's state or afresh: one store,
    /// whose every action and state change `actionLog` records when given, with the line that
    /// replays it, and every failure once.
    private static func reduxBrowser(
        _ environment: BrowserEnvironment, settings: LaunchSettings, launchPaths: LaunchPathRecorder?, actionLog: ActionLog?, replayed: BrowserState?
    ) -> (root: BaseViewController, owner: AnyObject, didBecomeActive: @MainActor () -> Void) {
        var middleware: [Middleware<BrowserState, BrowserAction>] = []
        var reportFailure: (@MainActor @Sendable (FailureReport) -> Void)?
        if let actionLog {
            // Tagged, so that a replay of this log takes this run's lines even if another
            // instance writes to the same file meanwhile.
            let run = ActionReplay.newRunTag()
            actionLog.write(ActionReplay.runLine(run))
            middleware = [
                .logging(name: "app", write: { actionLog.write($0) }),
                ActionReplay.recording(run: run) { actionLog.write($0) },
            ]
            reportFailure = { actionLog.write("[failure] \($0)") }
        }
        // The failure middleware runs on every run (the store installs it); the log only adds its line.
        let store = BrowserStore(
            environment: environment, state: replayed ?? BrowserState(), reportFailure: reportFailure, middleware: middleware
        )
        let browser = ReduxTerminalBrowser(browser: store, tabs: BrowserTab.allCases, catalogNote: environment.builtInCatalog?.note, launchPaths: launchPaths)
        browser.start(link: settings.link, restoring: replayed != nil)
        return (browser.rootViewController, browser, browser.didBecomeActive)
    }

    /// The last run of the action log at `url`, replayed; `note` is told how many actions it
    /// replays before it does.
    private static func replayedRun(at url: URL, note: (String) -> Void) throws(DataSourceError) -> ReplayedRun {
        let text = try ActionLogReader.read(at: url)
        let count = ActionReplay.actionCount(inLastRunOf: text)
        note("Replaying \(count) action\(count == 1 ? "" : "s") of the last run in \(url.path)…")
        do {
            return try ActionReplay.replay(text)
        } catch {
            throw .storage(detail: "The action log \(url.path) cannot be replayed: \(error.description).")
        }
    }

    /// What a replay tells the user once it is done, if anything: that lines of another run in the
    /// same file were left out.
    static func notice(replaying run: ReplayedRun, from url: URL) -> String? {
        guard run.linesOfOtherRuns > 0 else { return nil }
        let lines = run.linesOfOtherRuns
        return "\(lines) line\(lines == 1 ? "" : "s") of another run, written to \(url.path) at the same time, \(lines == 1 ? "was" : "were") left out of the replay."
    }

    /// The catalog shipped with the app, as the Search tab names it when it searches it.
    static var builtInCatalog: BuiltInCatalog {
        BuiltInCatalog(
            source: CatalogSnapshot.source, licence: CatalogSnapshot.licence, date: CatalogSnapshot.date,
            repositoryCount: CatalogSnapshot.repositoryCount
        )
    }

    private static func apiConfiguration(_ settings: LaunchSettings) -> GitHubAPIConfiguration {
        GitHubAPIConfiguration(apiURL: settings.apiURL ?? GitHubAPIConfiguration.publicAPIURL, requestTimeout: settings.requestTimeout)
    }

    /// `GITHUB_TOKEN`, if set and the source is the live API: the token for it, before the
    /// signed-in session's.
    private static func environmentToken(_ settings: LaunchSettings) throws -> AccessToken? {
        guard settings.source == .github, let text = settings.environment["GITHUB_TOKEN"], !text.isEmpty else { return nil }
        return try AccessToken(text)
    }

    /// What a user is told when the browser cannot start because of `error`.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DataSourceError.storage(let detail): detail
        case let error as DataSourceError: "The data source failed: \(error)"
        case let error as AccessTokenError: "GITHUB_TOKEN is not a usable token: \(error.description)"
        case let error as LaunchError: error.message
        default: "The browser could not start: \(error)"
        }
    }
}
