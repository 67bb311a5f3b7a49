import Foundation

/// What the command line asked for, as plain values the launcher uses on the main actor.
struct LaunchSettings: Sendable {
    var source: CatalogSource
    var apiURL: URL?
    var databaseURL: URL
    var catalogURL: URL
    var measureStartup: Bool
    var link: String?
    var environment: [String: String]
}

extension BrowserOptions {
    /// The settings for a launch at `link`.
    func settings(link: String?) -> LaunchSettings {
        LaunchSettings(
            source: source,
            apiURL: apiURL.flatMap(URL.init(string:)),
            databaseURL: databaseURL,
            catalogURL: catalogURL,
            measureStartup: measureStartup,
            link: link,
            environment: ProcessInfo.processInfo.environment
        )
    }
}
