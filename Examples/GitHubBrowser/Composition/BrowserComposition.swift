import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GitHubBrowserPresentation
import StrataTerminal

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
    /// - Parameter searchDebounce: The pause after a keystroke before the Search tab searches.
    /// - Throws: ``LaunchError`` with a message a user can act on: a damaged or unreadable database,
    ///   a `GITHUB_TOKEN` that is not a token, a missing seed.
    public static func compose(
        _ settings: LaunchSettings,
        searchDebounce: Duration = .milliseconds(250)
    ) async throws(LaunchError) -> ComposedBrowser {
        do {
            let database = try UserDatabase.open(at: settings.databaseURL)
            let favourites = SQLiteFavouritesStore(database: database)
            // On a first run the catalog is built in the background while the first screen is drawn;
            // searches wait for it.
            let offline = try OfflineCatalog.open(at: settings.catalogURL, importing: .inBackground)
            switch settings.source {
            case .offline:
                return compose(catalog: offline, offline: offline, favourites: favourites, database: database, settings: settings, searchDebounce: searchDebounce)
            case .github:
                let token = try await token(settings: settings, database: database)
                let live = GitHubAPIClient(configuration: apiConfiguration(settings), token: token)
                let catalog = CachingCatalog(live: live, cache: offline)
                return compose(catalog: catalog, offline: offline, favourites: favourites, database: database, settings: settings, searchDebounce: searchDebounce)
            }
        } catch {
            throw LaunchError(describe(error))
        }
    }

    private static func compose<Catalog: RepositoryCatalog>(
        catalog: Catalog,
        offline: OfflineCatalog,
        favourites: SQLiteFavouritesStore,
        database: UserDatabase,
        settings: LaunchSettings,
        searchDebounce: Duration
    ) -> ComposedBrowser {
        let useCases = BrowserUseCases(catalog: catalog, favourites: favourites)
        let tabs: [AppTab] = [
            .search,
            .favourites,
            .screen(publicTab(catalog: catalog, useCases: useCases, database: database, settings: settings)),
            .screen(accountScreen(database: database, settings: settings, closesAfterSignIn: false)),
        ]
        let coordinator = AppCoordinator(useCases: useCases, tabs: tabs, link: settings.link, searchDebounce: searchDebounce)
        coordinator.start()
        return ComposedBrowser(root: coordinator.rootViewController, coordinator: coordinator) {
            try await offline.waitUntilSeeded()
        }
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
        return AccountBuilder.build(
            signIn: SignIn(source: GitHubAPIClient(configuration: apiConfiguration(settings)), sessions: sessions),
            signOut: SignOut(sessions: sessions),
            showAccount: ShowAccount(sessions: sessions),
            closesAfterSignIn: closesAfterSignIn
        )
    }

    private static func apiConfiguration(_ settings: LaunchSettings) -> GitHubAPIConfiguration {
        GitHubAPIConfiguration(apiURL: settings.apiURL ?? GitHubAPIConfiguration.publicAPIURL)
    }

    /// The token for the live API: `GITHUB_TOKEN`, else the signed-in session's, else none.
    private static func token(settings: LaunchSettings, database: UserDatabase) async throws -> AccessToken? {
        if let text = settings.environment["GITHUB_TOKEN"], !text.isEmpty {
            return try AccessToken(text)
        }
        return try await SQLiteSessionStore(database: database).current()?.token
    }

    /// What a user is told when the browser cannot start because of `error`.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DataSourceError.storage(let detail): detail
        case let error as DataSourceError: "The data source failed: \(error)"
        case let error as AccessTokenError: "GITHUB_TOKEN is not a usable token: \(error.description)"
        default: "The browser could not start: \(error)"
        }
    }
}
