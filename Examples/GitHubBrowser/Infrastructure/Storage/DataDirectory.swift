import Foundation

/// Where the browser keeps its databases: `$XDG_DATA_HOME/strata-github-browser`, or
/// `~/.local/share/strata-github-browser` when `XDG_DATA_HOME` is unset.
///
/// Use ``default(environment:)`` for the standard place and pass an explicit directory (the
/// `--database` option) to keep data elsewhere, for example in tests.
public struct DataDirectory: Hashable, Sendable {
    /// The name of the browser's folder under the data home.
    public static let folderName = "strata-github-browser"

    /// The directory.
    public let url: URL

    /// A data directory at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The standard location, following the XDG base-directory rules.
    public static func `default`(environment: [String: String] = ProcessInfo.processInfo.environment) -> DataDirectory {
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return DataDirectory(url: base.appendingPathComponent(folderName, isDirectory: true))
    }

    /// The database of favourites and session.
    public var userDatabase: URL { url.appendingPathComponent("browser.sqlite") }
    /// The offline catalog database.
    public var catalogDatabase: URL { url.appendingPathComponent("catalog.sqlite") }
}
