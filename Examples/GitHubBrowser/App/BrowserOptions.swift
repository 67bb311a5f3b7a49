import ArgumentParser
import Foundation
import GitHubBrowserComposition
import GitHubBrowserInfrastructure

/// The options every subcommand shares.
struct BrowserOptions: ParsableArguments {
    @Option(help: "Where repositories come from: 'offline' (the bundled catalog, no network) or 'github' (the live API, token from GITHUB_TOKEN, results cached offline).")
    var source: CatalogSource = .offline

    @Option(name: .customLong("api-url"), help: ArgumentHelp("The GitHub API to use with --source github.", valueName: "url"))
    var apiURL: String?

    @Option(help: ArgumentHelp("How long, in whole seconds (1-300), one request to the GitHub API may take before it times out and is retried. Default: 15.", valueName: "seconds"))
    var timeout: Int?

    @Option(help: ArgumentHelp("The user database (favourites, session). Default: $XDG_DATA_HOME/strata-github-browser/browser.sqlite, or ~/.local/share/... without XDG_DATA_HOME.", valueName: "path"))
    var database: String?

    @Option(help: ArgumentHelp("The offline catalog database. Default: catalog.sqlite next to the user database.", valueName: "path"))
    var catalog: String?

    @Flag(name: .customLong("measure-startup"), help: "Draw the first screen on an off-screen terminal, print the start-up time and peak memory, and exit (no TTY needed).")
    var measureStartup = false

    func validate() throws {
        if let timeout, !(1...300).contains(timeout) {
            throw ValidationError("--timeout must be a whole number of seconds from 1 to 300, not \(timeout).")
        }
        if let apiURL {
            guard let url = URL(string: apiURL), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
                throw ValidationError("--api-url must be an http(s) URL with a host, not '\(apiURL)'.")
            }
            guard source == .github else {
                throw ValidationError("--api-url is used only with --source github.")
            }
        }
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
        LaunchSettings(
            source: source,
            apiURL: apiURL.flatMap(URL.init(string:)),
            databaseURL: databaseURL,
            catalogURL: catalogURL,
            dataDirectory: database == nil ? DataDirectory.default() : nil,
            link: link,
            requestTimeout: timeout.map { .seconds($0) } ?? LaunchSettings.defaultRequestTimeout,
            environment: ProcessInfo.processInfo.environment
        )
    }
}
