import ArgumentParser
import Foundation
import GitHubBrowserComposition
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import StrataTerminal

/// The options every subcommand shares.
struct BrowserOptions: ParsableArguments {
    @Option(help: "Where repositories come from: 'offline' (the bundled catalog, no network) or 'github' (the live API, token from GITHUB_TOKEN, results cached offline).")
    var source: CatalogSource = .offline

    @Option(help: "How the app is built: 'mvp' (the book's ch.6 as the articles build it: a presenter per screen over use cases, routers and an app coordinator), 'flux' (the book's ch.14: a dispatcher and stores per feature, view models on top) or 'redux' (the book's ch.15: one store for every screen, routing as state). All three run the same app.")
    var architecture: BrowserArchitecture = .mvp

    @Option(name: .customLong("api-url"), help: ArgumentHelp("The GitHub API to use with --source github.", valueName: "url"))
    var apiURL: String?

    // Read as text, and unconditionally (so `--timeout -1` is a value, not a missing one), so
    // that every unusable value gets the same message from `validate()`.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How long, in whole seconds (1-300), one request to the GitHub API may take, reply included, before it times out and is retried. Default: 15.", valueName: "seconds")
    )
    var timeout: String?

    @Option(help: ArgumentHelp("The user database (favourites, session). Default: $XDG_DATA_HOME/strata-github-browser/browser.sqlite, or ~/.local/share/... without XDG_DATA_HOME.", valueName: "path"))
    var database: String?

    @Option(help: ArgumentHelp("The offline catalog database. Default: catalog.sqlite next to the user database.", valueName: "path"))
    var catalog: String?

    @Option(name: .customLong("log-actions"), help: ArgumentHelp("Append the store's actions and state changes to this file, for debugging (with --architecture mvp, the Public tab's list; with flux, every feature's store; with redux, the app's one store): a new file (created private, 0600) or the log of an earlier run; any other existing file is refused and left as it was. Tokens are never written.", valueName: "file"))
    var logActions: String?

    @Option(help: ArgumentHelp("Start the Redux app in the state an action log ends in: the actions of its last run (written with --architecture redux --log-actions) go through the reducer again, and any request they left in flight is settled as cancelled. Needs --architecture redux.", valueName: "file"))
    var replay: String?

    @Option(name: .customLong("client-id"), help: ArgumentHelp("The client ID of your GitHub OAuth app (registered with the device flow enabled; no secret is needed), for signing in through GitHub's device flow: the Account tab then offers \"Sign in with GitHub\" (the ID is checked at start). Default: $GITHUB_BROWSER_CLIENT_ID.", valueName: "id"))
    var clientID: String?

    // How old, in seconds, the list on screen may get before `fg` after Ctrl-Z reloads it (60 by
    // default). Hidden: the end-to-end tests set 0, so that a stop and `fg` reload at once.
    @Option(name: .customLong("reload-when-active-after"), help: ArgumentHelp(visibility: .hidden))
    var reloadWhenActiveAfter: Int?

    @Flag(name: .customLong("measure-startup"), help: "Draw the first screen on an off-screen terminal, print the start-up time and peak memory, and exit (no TTY needed).")
    var measureStartup = false

    func validate() throws {
        if replay != nil, architecture != .redux {
            throw ValidationError("--replay restores the Redux app's state; add --architecture redux.")
        }
        if let timeout, timeoutSeconds == nil {
            throw ValidationError("--timeout must be a whole number of seconds from 1 to 300, not '\(PrintableText.escaping(timeout))'.")
        }
        if let (text, origin) = clientIDText {
            do {
                _ = try OAuthClientID(text)
            } catch {
                throw ValidationError("\(origin): \(error.description)")
            }
        }
        if let apiURL {
            do {
                _ = try GitHubAPIConfiguration.apiURL(parsing: apiURL)
            } catch {
                throw ValidationError("--api-url \(PrintableText.escaping(String(describing: error))).")
            }
            guard source == .github else {
                throw ValidationError("--api-url is used only with --source github.")
            }
        }
    }

    /// The OAuth app's client ID: `--client-id`, else a non-empty `GITHUB_BROWSER_CLIENT_ID`, as
    /// typed, with where it came from; `nil` when neither is given.
    private var clientIDText: (text: String, origin: String)? {
        if let clientID { return (clientID, "--client-id") }
        guard let text = ProcessInfo.processInfo.environment["GITHUB_BROWSER_CLIENT_ID"], !text.isEmpty else { return nil }
        return (text, "GITHUB_BROWSER_CLIENT_ID")
    }

    /// `--timeout` in seconds, when it is a whole number from 1 to 300.
    private var timeoutSeconds: Int? {
        guard let seconds = timeout.flatMap({ Int($0) }), (1...300).contains(seconds) else { return nil }
        return seconds
    }

    /// The user database file.
    var databaseURL: URL {
        database.map { URL(fileURLWithPath: $0) } ?? DataDirectory.default().userDatabase
    }

    /// The catalog database file.
    var catalogURL: URL {
        if let catalog { return URL(fileURLWithPath: catalog) }
        if database != nil { return databaseURL.deletingLastPathComponent().appendingPathComponent("catalog.sqlite") }
        return DataDirectory.default().catalogDatabase
    }

    /// The launch settings for a launch at `link`.
    func settings(link: String?) -> LaunchSettings {
        var settings = LaunchSettings(
            source: source,
            apiURL: apiURL.flatMap { try? GitHubAPIConfiguration.apiURL(parsing: $0) },
            databaseURL: databaseURL,
            catalogURL: catalogURL,
            dataDirectory: database == nil ? DataDirectory.default() : nil,
            link: link,
            requestTimeout: timeoutSeconds.map { .seconds($0) } ?? LaunchSettings.defaultRequestTimeout,
            environment: ProcessInfo.processInfo.environment,
            actionLogURL: logActions.map { URL(fileURLWithPath: $0) },
            replayURL: replay.map { URL(fileURLWithPath: $0) },
            architecture: architecture,
            clientID: clientIDText.flatMap { try? OAuthClientID($0.text) }
        )
        if let reloadWhenActiveAfter { settings.activeReloadInterval = TimeInterval(max(0, reloadWhenActiveAfter)) }
        return settings
    }
}

/// `--source offline|github`.
extension CatalogSource: ExpressibleByArgument {}

extension BrowserArchitecture: ExpressibleByArgument {}
