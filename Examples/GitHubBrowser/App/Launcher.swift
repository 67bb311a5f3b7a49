import ArgumentParser
import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GitHubBrowserPresentation
import StrataTerminal

/// The composition root (the "Main component" of Clean Architecture): the one place that knows
/// every concrete type. It opens the databases, picks the catalog, builds the use cases and the
/// app coordinator, and runs the app — reporting problems a user can fix as clear messages with a
/// non-zero exit code, never a crash.
@MainActor
enum Launcher {
    static func launch(_ settings: LaunchSettings) async throws {
        let started = ContinuousClock.now
        do {
            // Check the terminal first, so that a run without one touches no file.
            let terminal: (any Terminal)? = settings.measureStartup ? nil : try ANSITerminal()
            let database = try UserDatabase.open(at: settings.databaseURL)
            let favourites = SQLiteFavouritesStore(database: database)
            let offline = try OfflineCatalog.open(at: settings.catalogURL)
            let sessions = SQLiteSessionStore(database: database)
            switch settings.source {
            case .offline:
                try await run(catalog: offline, favourites: favourites, sessions: sessions, terminal: terminal, settings: settings, started: started)
            case .github:
                let configuration = GitHubAPIConfiguration(apiURL: settings.apiURL ?? GitHubAPIConfiguration.publicAPIURL)
                if let token = try environmentToken(settings) {
                    // The Account tab shows whom GITHUB_TOKEN belongs to (checked with the API).
                    let live = CachingCatalog(live: GitHubAPIClient(configuration: configuration, token: token), cache: offline)
                    let tokenSessions = EnvironmentTokenSessionStore(token: token, stored: sessions, source: GitHubAPIClient(configuration: configuration))
                    try await run(catalog: live, favourites: favourites, sessions: tokenSessions, terminal: terminal, settings: settings, started: started)
                } else {
                    // Requests carry the signed-in session's token, following sign-in and sign-out.
                    let client = GitHubAPIClient(configuration: configuration, tokenProvider: { try? await sessions.current()?.token })
                    let live = CachingCatalog(live: client, cache: offline)
                    try await run(catalog: live, favourites: favourites, sessions: sessions, terminal: terminal, settings: settings, started: started)
                }
            }
        } catch let error as TerminalError {
            throw failure(error.description)
        } catch let error as DataSourceError {
            throw failure(Self.describe(error))
        } catch let error as AccessTokenError {
            throw failure("GITHUB_TOKEN is not a usable token: \(error.description)")
        }
    }

    private static func run<Catalog: RepositoryCatalog, Sessions: SessionStore>(
        catalog: Catalog,
        favourites: SQLiteFavouritesStore,
        sessions: Sessions,
        terminal: (any Terminal)?,
        settings: LaunchSettings,
        started: ContinuousClock.Instant
    ) async throws {
        let useCases = BrowserUseCases(catalog: catalog, favourites: favourites)
        let tabs: [AppTab] = [
            .search,
            .favourites,
            .screen(publicTab(catalog: catalog, useCases: useCases, sessions: sessions, settings: settings)),
            .screen(accountScreen(sessions: sessions, settings: settings, closesAfterSignIn: false)),
        ]
        let coordinator = AppCoordinator(useCases: useCases, tabs: tabs, link: settings.link)
        coordinator.start()
        guard let terminal else {
            StartupMeasurement.report(root: coordinator.rootViewController, started: started)
            return
        }
        let application = Application(terminal: terminal, root: coordinator.rootViewController)
        try await application.run()
    }

    /// The Public tab: the catalog's public repositories; opening one pushes its detail screen, and
    /// the "Sign in" button of failure alerts presents the account screen.
    private static func publicTab<Catalog: RepositoryCatalog, Sessions: SessionStore>(
        catalog: Catalog,
        useCases: BrowserUseCases<Catalog, SQLiteFavouritesStore>,
        sessions: Sessions,
        settings: LaunchSettings
    ) -> AnyViewController {
        PublicRepositoriesBuilder.build(
            listPublicRepositories: ListPublicRepositories(catalog: catalog),
            repositoryScreen: { repository in RepositoryDetailBuilder.build(id: repository.id, useCases: useCases) },
            signInScreen: { accountScreen(sessions: sessions, settings: settings, closesAfterSignIn: true) }
        )
    }

    /// The Account screen. Tokens are always checked against the GitHub API (at `--api-url` if
    /// given): the offline catalog has no accounts, so signing in needs the network whatever the
    /// source, and fails with an "offline" alert without it.
    private static func accountScreen<Sessions: SessionStore>(
        sessions: Sessions,
        settings: LaunchSettings,
        closesAfterSignIn: Bool
    ) -> AnyViewController {
        let configuration = GitHubAPIConfiguration(apiURL: settings.apiURL ?? GitHubAPIConfiguration.publicAPIURL)
        return AccountBuilder.build(
            signIn: SignIn(source: GitHubAPIClient(configuration: configuration), sessions: sessions),
            signOut: SignOut(sessions: sessions),
            showAccount: ShowAccount(sessions: sessions),
            closesAfterSignIn: closesAfterSignIn
        )
    }

    /// `GITHUB_TOKEN`, if set: the token for the live API, before the signed-in session's.
    private static func environmentToken(_ settings: LaunchSettings) throws -> AccessToken? {
        guard let text = settings.environment["GITHUB_TOKEN"], !text.isEmpty else { return nil }
        return try AccessToken(text)
    }

    private static func describe(_ error: DataSourceError) -> String {
        switch error {
        case .storage(let detail): detail
        default: "The data source failed: \(error)"
        }
    }

    /// Prints `message` to standard error and returns the exit code to throw.
    private static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data(("github-browser: " + message + "\n").utf8))
        return ExitCode.failure
    }
}
