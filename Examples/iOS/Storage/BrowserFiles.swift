#if os(iOS) || os(Linux)
import Foundation
import GitHubBrowserApplication
import GitHubBrowserCatalogSeed
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GitHubBrowserIOS
import GitHubBrowserIOSKeychain
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import PatternsFeature
import SampleUserDirectories
import StrataNavigation

/// The iOS app's storage: the GitHub Browser's driver-free layers over its Infrastructure, in the
/// app's own folder — the favourites in one SQLite database, the offline catalog in another
/// (imported from the shipped seed in the background on a first run), the session (its token) in
/// the Keychain (`KeychainSessionStore`; in the database where there is no Keychain, as when the
/// app's code is tested on Linux), sign-in — with a token, or through GitHub's device flow when a
/// client ID is given — the signed-in user's repositories and the detail screen's READMEs through
/// the GitHub API.
///
/// The only file of the app that reaches GRDB (through Infrastructure): it is kept small because
/// GRDB does not type-check against the SDK that the iOS check uses.
public struct BrowserFiles: BrowserStorage {
    /// Creates the storage.
    public init() {}

    /// Opens (or creates) the databases in `folder` and returns what the screens are built with,
    /// signing in through GitHub's device flow by the OAuth app `clientID` when one is given; the
    /// Book's samples search the offline catalog's owners (`CatalogUserDirectory`), and its pattern
    /// gallery searches the same catalog and keeps the same favourites as the browser.
    public func open(in folder: URL, clientID: OAuthClientID?) throws -> BrowserData {
        try DataDirectory(url: folder).create()
        let database = try UserDatabase.open(at: folder.appendingPathComponent("browser.sqlite"))
        let catalog = try OfflineCatalog.open(at: folder.appendingPathComponent("catalog.sqlite"), importing: .inBackground)
        #if canImport(Security)
        // Earlier versions kept the session in the database: it moves to the Keychain.
        let sessions = KeychainSessionStore(movingFrom: SQLiteSessionStore(database: database))
        #else
        let sessions = SQLiteSessionStore(database: database)
        #endif
        let favourites = SQLiteFavouritesStore(database: database)
        let api = GitHubAPIConfiguration()
        let signIn = SignIn(source: GitHubAPIClient(configuration: api), sessions: sessions)
        let environment = BrowserEnvironment(
            // The detail screen's README comes from the API, with the session's token if signed in.
            useCases: BrowserUseCases(
                catalog: catalog, favourites: favourites,
                readmes: GitHubAPIClient(configuration: api, tokenProvider: { try? await sessions.current()?.token })
            ),
            publicRepositories: ListPublicRepositories(catalog: catalog),
            userRepositories: ListUserRepositories(source: GitHubAPIClient(
                configuration: api,
                tokenProvider: { try? await sessions.current()?.token }
            )),
            session: SessionUseCases(
                signIn: signIn,
                signOut: SignOut(sessions: sessions),
                showAccount: ShowAccount(sessions: sessions),
                signInWithDevice: clientID.map { SignInWithDevice(source: GitHubDeviceFlowClient(configuration: api), clientID: $0, signIn: signIn) }
            ),
            builtInCatalog: BuiltInCatalog(
                source: CatalogSnapshot.source, licence: CatalogSnapshot.licence, date: CatalogSnapshot.date,
                repositoryCount: CatalogSnapshot.repositoryCount
            )
        )
        return BrowserData(
            environment: environment, bookDirectory: CatalogUserDirectory(catalog: catalog),
            bookGallery: GalleryEnvironment(catalog: catalog, favourites: favourites)
        )
    }

    /// The counts in `folder`'s `launch-paths.json` (`LaunchPathFile`); `nil` when that file is not
    /// a counts file.
    public func savedLaunchCounts(in folder: URL) -> [LaunchKind: Int]? {
        try? LaunchPathFile(folder: folder).load()
    }

    /// Writes `counts` over `folder`'s `launch-paths.json`, privately and atomically.
    public func saveLaunchCounts(_ counts: [LaunchKind: Int], in folder: URL) {
        try? LaunchPathFile(folder: folder).save(counts)
    }
}
#endif
