import ArgumentParser
import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsGallery
import StrataTerminal

/// The gallery's composition root: opens the GitHub Browser's offline catalog and favourites (the
/// same files as `github-browser`), builds the chosen variant and runs it on the terminal. Problems
/// a user can fix end as a message on standard error and exit status 1, never a crash.
@MainActor
enum PatternsLauncher {
    static func run(_ pattern: Pattern, dataDirectory path: String?) async throws {
        do {
            // Check the terminal first, so that a run without one touches no file.
            let terminal = try ANSITerminal()
            let directory = path.map { DataDirectory(url: URL(fileURLWithPath: $0)) } ?? .default()
            try directory.create()
            let favourites = SQLiteFavouritesStore(database: try UserDatabase.open(at: directory.userDatabase))
            let catalog = try OfflineCatalog.open(at: directory.catalogDatabase, importing: .inBackground)
            let environment = GalleryEnvironment(catalog: catalog, favourites: favourites)
            let app = GalleryApp(pattern: pattern, environment: environment)
            try await Application(terminal: terminal, root: app.rootViewController).run()
        } catch let error as TerminalError {
            throw failure(error.description)
        } catch let error as DataSourceError {
            if case .storage(let detail) = error { throw failure(detail) }
            throw failure("The catalog or the favourites could not be opened: \(error)")
        }
    }

    /// Prints `message` to standard error and returns the exit code to throw.
    private static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data(("strata-patterns: " + PrintableText.escaping(message, keepingLineBreaks: true) + "\n").utf8))
        return ExitCode.failure
    }
}
