import Foundation
import GitHubBrowserDomain

/// Where the browser keeps its databases: `$XDG_DATA_HOME/strata-github-browser`, or
/// `~/.local/share/strata-github-browser` when `XDG_DATA_HOME` is unset.
///
/// Use ``default(environment:)`` for the standard place and pass an explicit directory (the
/// `--database` option) to keep data elsewhere, for example in tests. Call ``create()`` before
/// opening the databases in it: the folder holds a signed-in token, so it is private to the user.
public struct DataDirectory: Hashable, Sendable {
    /// The name of the browser's folder under the data home.
    public static let folderName = "strata-github-browser"

    /// The directory.
    public let url: URL

    /// The environment variable the data home came from and its value ("XDG_DATA_HOME", "/x"),
    /// so that messages can name it; `nil` when the directory was given explicitly or came from
    /// `HOME`.
    private let variable: Variable?

    private struct Variable: Hashable, Sendable {
        var name: String
        var value: String
    }

    /// A data directory at `url`.
    public init(url: URL) {
        self.url = url
        variable = nil
    }

    private init(url: URL, variable: Variable?) {
        self.url = url
        self.variable = variable
    }

    /// The standard location, following the XDG base-directory rules.
    public static func `default`(environment: [String: String] = ProcessInfo.processInfo.environment) -> DataDirectory {
        let base: URL
        var variable: Variable?
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
            variable = Variable(name: "XDG_DATA_HOME", value: xdg)
        } else {
            // NSHomeDirectory(), not FileManager's homeDirectoryForCurrentUser: that one does not
            // exist on iOS, where the app's home is its own container.
            let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
            base = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return DataDirectory(url: base.appendingPathComponent(folderName, isDirectory: true), variable: variable)
    }

    /// The database of favourites and session.
    public var userDatabase: URL { url.appendingPathComponent("browser.sqlite") }
    /// The offline catalog database.
    public var catalogDatabase: URL { url.appendingPathComponent("catalog.sqlite") }

    /// Makes the directory, private to the user: every folder it creates (the data home too, as
    /// the XDG rules ask) is 0700 whatever the umask, and the browser's own folder, if an older
    /// version left it readable by others, is set to 0700. Folders that exist and are not the
    /// browser's are left as they are.
    /// - Throws: `DataSourceError/storage(detail:)` naming what is in the way — for example
    ///   "XDG_DATA_HOME (/x) is a file, not a folder" — having created nothing after it.
    public func create() throws {
        let base = url.deletingLastPathComponent()
        do {
            try PrivateFiles.makeFolder(base)
        } catch {
            throw DataSourceError.storage(detail: describe(error, base: base))
        }
        do {
            try PrivateFiles.makeFolder(url)
            let status = try PrivateFiles.status(url.path)
            guard status.owner == PrivateFiles.currentUser else {
                throw DataSourceError.storage(detail: "The data folder \(url.path) belongs to another user (uid \(status.owner)). It was left untouched; set XDG_DATA_HOME to a folder of your own, or pass --database.")
            }
            try PrivateFiles.restrict(url.path, to: PrivateFiles.folderMode, current: status.mode)
        } catch let error as PrivateFiles.PathProblem {
            throw DataSourceError.storage(detail: "The data folder \(url.path) cannot be used: \(error.description).")
        }
    }

    /// The message for a data home that cannot be made, naming the variable it came from.
    private func describe(_ problem: PrivateFiles.PathProblem, base: URL) -> String {
        guard let variable else {
            return "The data folder \(url.path) cannot be created: \(problem.description)."
        }
        if URL(fileURLWithPath: problem.path).standardizedFileURL.path == base.standardizedFileURL.path {
            return "\(variable.name) (\(variable.value)) \(problem.reason); point it at a folder, or unset it."
        }
        return "\(variable.name) (\(variable.value)) cannot be used: \(problem.description)."
    }
}
