import Foundation
import GitHubBrowserApplication
import GitHubBrowserInfrastructure
import GitHubBrowserPresentation

/// The composition root of the iOS app: the GitHub Browser's driver-free layers over its
/// Infrastructure (the offline catalog and the favourites, in SQLite through GRDB), in one folder.
enum BrowserFiles {
    /// Opens (or creates) the databases in `folder` and returns what the screens are built with.
    /// The offline catalog is imported from the shipped seed in the background on a first run.
    static func dependencies(in folder: URL) throws -> BrowserDependencies {
        try DataDirectory(url: folder).create()
        let database = try UserDatabase.open(at: folder.appendingPathComponent("browser.sqlite"))
        let catalog = try OfflineCatalog.open(at: folder.appendingPathComponent("catalog.sqlite"), importing: .inBackground)
        return BrowserDependencies(useCases: BrowserUseCases(catalog: catalog, favourites: SQLiteFavouritesStore(database: database)))
    }

    /// The app's folder: Application Support.
    static var standardFolder: URL {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("StrataGitHubBrowser", isDirectory: true)
    }
}
