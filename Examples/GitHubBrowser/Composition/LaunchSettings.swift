import GitHubBrowserApplication
import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GitHubBrowserVocabulary

/// What a launch of the browser asks for, as plain values: the command line's choices (source,
/// API and its time-out, database files, deep link) and the environment. Build one and hand it to
/// ``BrowserComposition/compose(_:searchDebounce:note:)`` — the `github-browser` command does it from its
/// options; benchmarks and tests do it directly to run the same start-up path in-process.
public struct LaunchSettings: Sendable {
    /// Where repositories come from.
    public var source: CatalogSource
    /// The GitHub API to use with ``CatalogSource/github`` and for signing in; `nil` for the public API.
    public var apiURL: URL?
    /// The user database (favourites, session).
    public var databaseURL: URL
    /// The offline catalog database.
    public var catalogURL: URL
    /// The standard data folder when one of the databases lives in it (no `--database`): it is
    /// created, private to the user, before the databases are opened, and a problem with it is
    /// named precisely ("XDG_DATA_HOME (/x) is a file, not a folder"). `nil` when both files were
    /// given explicitly.
    public var dataDirectory: DataDirectory?
    /// The deep link to open at launch, or `nil` for a normal launch on the first tab.
    public var link: String?
    /// How long one request to the GitHub API may take before it times out (and, being
    /// idempotent, is retried).
    public var requestTimeout: Duration
    /// The process environment (read for `GITHUB_TOKEN`).
    public var environment: [String: String]
    /// Where to write the stores' actions and state diffs (`--log-actions`), or `nil` for no log.
    public var actionLogURL: URL?
    /// The action log whose last run the Redux app starts from (`--replay`), or `nil` to start
    /// afresh.
    public var replayURL: URL?
    /// How the app is built: MVP (the book's ch.6, as the articles build it), the book's Flux app or its Redux app.
    public var architecture: BrowserArchitecture
    /// The GitHub OAuth app that signing in through GitHub's device flow goes through
    /// (`--client-id` or `GITHUB_BROWSER_CLIENT_ID`), or `nil`: the device flow is then not offered.
    public var clientID: OAuthClientID?
    /// How old, in seconds, the list on screen may get before the app running again after a stop
    /// (`fg` after Ctrl-Z) reloads it; `BrowserDefaults.activeReloadInterval` unless a test asks
    /// for another (the hidden `--reload-when-active-after`).
    public var activeReloadInterval: TimeInterval = BrowserDefaults.activeReloadInterval

    /// The request time-out of a plain `github-browser` run: 15 seconds.
    public static let defaultRequestTimeout: Duration = .seconds(15)

    /// Creates launch settings; everything but the two database files has the default of a plain
    /// `github-browser` run.
    public init(
        source: CatalogSource = .offline,
        apiURL: URL? = nil,
        databaseURL: URL,
        catalogURL: URL,
        dataDirectory: DataDirectory? = nil,
        link: String? = nil,
        requestTimeout: Duration = LaunchSettings.defaultRequestTimeout,
        environment: [String: String] = [:],
        actionLogURL: URL? = nil,
        replayURL: URL? = nil,
        architecture: BrowserArchitecture = .mvp,
        clientID: OAuthClientID? = nil
    ) {
        self.source = source
        self.apiURL = apiURL
        self.databaseURL = databaseURL
        self.catalogURL = catalogURL
        self.dataDirectory = dataDirectory
        self.link = link
        self.requestTimeout = requestTimeout
        self.environment = environment
        self.actionLogURL = actionLogURL
        self.replayURL = replayURL
        self.architecture = architecture
        self.clientID = clientID
    }
}

/// Which architecture's app runs (`--architecture`): the enum every launcher of the browser shares,
/// the iOS app's included; named here too so that the command need not import the vocabulary.
public typealias BrowserArchitecture = GitHubBrowserVocabulary.BrowserArchitecture

/// Where the browser's repositories come from (`--source` on the command line).
public enum CatalogSource: String, CaseIterable, Sendable {
    /// The offline catalog: SQLite with full-text search, seeded from the data shipped with the app.
    /// The default: it needs no network and no token.
    case offline
    /// The live GitHub REST API; what it returns is cached in the offline catalog.
    case github
}

/// Why the browser could not start, in words a user can act on ("The offline catalog at … is
/// damaged … It was left untouched"). Print ``message`` and exit with a failure code.
public struct LaunchError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong and, where possible, what to do about it.
    public let message: String

    /// Creates the error with its user-facing `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
