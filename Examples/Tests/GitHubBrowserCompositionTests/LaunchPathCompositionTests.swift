import Foundation
import GitHubBrowserComposition
import GitHubBrowserInfrastructure
import Testing

/// The terminal app counts how it is launched, in its own data folder.
@Suite("BrowserComposition: launch paths")
@MainActor
struct LaunchPathCompositionTests {
    let directory: TemporaryDirectory
    let dataDirectory: DataDirectory

    init() throws {
        directory = try TemporaryDirectory()
        dataDirectory = DataDirectory.default(environment: ["XDG_DATA_HOME": directory.file("data-home").path])
    }

    func settings(link: String? = nil) -> LaunchSettings {
        LaunchSettings(
            databaseURL: dataDirectory.userDatabase, catalogURL: dataDirectory.catalogDatabase,
            dataDirectory: dataDirectory, link: link
        )
    }

    var countsFile: URL { dataDirectory.url.appendingPathComponent("launch-paths.json") }

    /// The saved counts, by kind name.
    func savedCounts() throws -> [String: Int] {
        try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: countsFile))
    }

    @Test("a plain run and a run opened with a link are counted across runs, in a file only the user can read")
    func countedAcrossRuns() async throws {
        _ = try await BrowserComposition.compose(settings())
        #expect(try savedCounts() == ["normal": 1])
        _ = try await BrowserComposition.compose(settings(link: "strata://search?q=swift"))
        _ = try await BrowserComposition.compose(settings())
        #expect(try savedCounts() == ["normal": 2, "urlScheme": 1])
        let mode = try FileManager.default.attributesOfItem(atPath: countsFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("a counts file the app cannot read is left byte for byte as it was")
    func damagedFileLeftAlone() async throws {
        try dataDirectory.create()
        let damaged = Data("{\"normal\": 41, oops".utf8)
        try damaged.write(to: countsFile)
        _ = try await BrowserComposition.compose(settings())
        #expect(try Data(contentsOf: countsFile) == damaged)
    }

    @Test("with files given by path (no data folder), nothing is counted or written")
    func noDataFolder() async throws {
        _ = try await BrowserComposition.compose(directory.settings())
        #expect(!FileManager.default.fileExists(atPath: directory.file("launch-paths.json").path))
        #expect(!FileManager.default.fileExists(atPath: countsFile.path))
    }
}
