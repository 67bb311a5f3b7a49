import Foundation
import GitHubBrowserComposition

/// A fresh directory under the system's temporary folder, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-composition-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Settings for a first run in this directory: a fresh user database and a catalog that does
    /// not exist yet (so it is built from the shipped seed).
    func settings(source: CatalogSource = .offline, link: String? = nil, environment: [String: String] = [:]) -> LaunchSettings {
        LaunchSettings(
            source: source,
            databaseURL: file("browser.sqlite"),
            catalogURL: file("catalog.sqlite"),
            link: link,
            environment: environment
        )
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
