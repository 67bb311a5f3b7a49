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
            switch settings.source {
            case .offline:
                try await run(catalog: offline, favourites: favourites, database: database, terminal: terminal, settings: settings, started: started)
            case .github:
                let token = try await token(settings: settings, database: database)
                let configuration = GitHubAPIConfiguration(apiURL: settings.apiURL ?? GitHubAPIConfiguration.publicAPIURL)
                let live = GitHubAPIClient(configuration: configuration, token: token)
                let catalog = CachingCatalog(live: live, cache: offline)
                try await run(catalog: catalog, favourites: favourites, database: database, terminal: terminal, settings: settings, started: started)
            }
        } catch let error as TerminalError {
            throw failure(error.description)
        } catch let error as DataSourceError {
            throw failure(Self.describe(error))
        } catch let error as AccessTokenError {
            throw failure("GITHUB_TOKEN is not a usable token: \(error.description)")
        }
    }

    private static func run<Catalog: RepositoryCatalog>(
        catalog: Catalog,
        favourites: SQLiteFavouritesStore,
        database: UserDatabase,
        terminal: (any Terminal)?,
        settings: LaunchSettings,
        started: ContinuousClock.Instant
    ) async throws {
        let useCases = BrowserUseCases(catalog: catalog, favourites: favourites)
        let tabs: [AppTab] = [
            .search,
            .favourites,
            .screen(publicTab(catalog: catalog, useCases: useCases, database: database, settings: settings)),
            .screen(accountScreen(database: database, settings: settings, closesAfterSignIn: false)),
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
    private static func publicTab<Catalog: RepositoryCatalog>(
        catalog: Catalog,
        useCases: BrowserUseCases<Catalog, SQLiteFavouritesStore>,
        database: UserDatabase,
        settings: LaunchSettings
    ) -> AnyViewController {
        PublicRepositoriesBuilder.build(
            listPublicRepositories: ListPublicRepositories(catalog: catalog),
            repositoryScreen: { repository in RepositoryDetailBuilder.build(id: repository.id, useCases: useCases) },
            signInScreen: { accountScreen(database: database, settings: settings, closesAfterSignIn: true) }
        )
    }

    /// The Account screen. Tokens are always checked against the GitHub API (at `--api-url` if
    /// given): the offline catalog has no accounts, so signing in needs the network whatever the
    /// source, and fails with an "offline" alert without it.
    private static func accountScreen(
        database: UserDatabase,
        settings: LaunchSettings,
        closesAfterSignIn: Bool
    ) -> AnyViewController {
        let sessions = SQLiteSessionStore(database: database)
        let configuration = GitHubAPIConfiguration(apiURL: settings.apiURL ?? GitHubAPIConfiguration.publicAPIURL)
        return AccountBuilder.build(
            signIn: SignIn(source: GitHubAPIClient(configuration: configuration), sessions: sessions),
            signOut: SignOut(sessions: sessions),
            showAccount: ShowAccount(sessions: sessions),
            closesAfterSignIn: closesAfterSignIn
        )
    }

    /// The token for the live API: `GITHUB_TOKEN`, else the signed-in session's, else none.
    private static func token(settings: LaunchSettings, database: UserDatabase) async throws -> AccessToken? {
        if let text = settings.environment["GITHUB_TOKEN"], !text.isEmpty {
            return try AccessToken(text)
        }
        return try await SQLiteSessionStore(database: database).current()?.token
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
