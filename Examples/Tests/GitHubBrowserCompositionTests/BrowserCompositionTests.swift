import Foundation
import GitHubBrowserComposition
import GitHubBrowserInfrastructure
import StrataTerminal
import Testing

@Suite("BrowserComposition")
@MainActor
struct BrowserCompositionTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("a first run builds the catalog from the shipped seed and opens on the Search tab")
    func firstRun() async throws {
        let browser = try await BrowserComposition.compose(directory.settings())
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 100, rows: 30))
        browser.drawFirstFrame(on: terminal)
        #expect(terminal.plainText.contains("Search"))
        #expect(terminal.plainText.contains("Type to search repositories"))
        #expect(FileManager.default.fileExists(atPath: directory.file("catalog.sqlite").path))
        #expect(FileManager.default.fileExists(atPath: directory.file("browser.sqlite").path))
    }

    @Test("typing in the Search tab searches the catalog and lists what matches")
    func searchAsYouType() async throws {
        let browser = try await BrowserComposition.compose(directory.settings(), searchDebounce: .zero)
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 100, rows: 30))
        let application = browser.drawFirstFrame(on: terminal)
        application.type("alamofire")
        let listed = await waitUntil(application, on: terminal) { $0.contains("Alamofire/Alamofire") && $0.contains("1 repository for “alamofire”") }
        #expect(listed, "\(terminal.plainText)")
    }

    @Test("a link that cannot be opened opens the app with an alert that names it")
    func badLink() async throws {
        let browser = try await BrowserComposition.compose(directory.settings(link: "strata://nowhere/at/all"))
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 100, rows: 30))
        browser.drawFirstFrame(on: terminal)
        #expect(terminal.plainText.contains("Cannot open the link"))
        #expect(terminal.plainText.contains("strata://nowhere/at/all"))
    }

    @Test("a damaged catalog is reported by path, and left untouched")
    func damagedCatalog() async throws {
        let catalog = directory.file("catalog.sqlite")
        let garbage = Data("not a database\n".utf8) + Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: catalog)
        await #expect {
            _ = try await BrowserComposition.compose(directory.settings())
        } throws: { error in
            guard let error = error as? LaunchError else { return false }
            return error.message.contains(catalog.path) && error.message.contains("left untouched")
        }
        #expect(try Data(contentsOf: catalog) == garbage)
    }

    @Test("a refused catalog leaves no new favourites database behind")
    func refusedCatalogWritesNothing() async throws {
        let catalog = directory.file("catalog.sqlite")
        let garbage = Data("not a database\n".utf8) + Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: catalog)
        await #expect(throws: LaunchError.self) {
            _ = try await BrowserComposition.compose(directory.settings())
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["catalog.sqlite"])
        #expect(try Data(contentsOf: catalog) == garbage)
    }

    @Test("a refused catalog leaves no data folder behind where there was none")
    func refusedCatalogMakesNoFolder() async throws {
        let catalog = directory.file("catalog.sqlite")
        try Data("not a database either\n".utf8).write(to: catalog)
        let home = directory.file("data-home")
        let dataDirectory = DataDirectory.default(environment: ["XDG_DATA_HOME": home.path])
        let settings = LaunchSettings(databaseURL: dataDirectory.userDatabase, catalogURL: catalog, dataDirectory: dataDirectory)
        await #expect(throws: LaunchError.self) {
            _ = try await BrowserComposition.compose(settings)
        }
        #expect(!FileManager.default.fileExists(atPath: home.path), "no data home, no browser.sqlite")
    }

    @Test(
        "a GITHUB_TOKEN that is not a token stops the live source with a clear message",
        .enabled(if: GitHubAPIClient.hasLiveNetwork, "a build without the live transport refuses --source github first (LiveNetworkCheckTests)")
    )
    func badToken() async throws {
        let settings = directory.settings(source: .github, environment: ["GITHUB_TOKEN": "two words"])
        await #expect {
            _ = try await BrowserComposition.compose(settings)
        } throws: { error in
            (error as? LaunchError)?.message.hasPrefix("GITHUB_TOKEN is not a usable token") == true
        }
    }
}

@Suite("BrowserComposition --log-actions")
@MainActor
struct BrowserCompositionActionLogTests {
    @Test("the Public tab's actions and state changes go to the log, a private file without the token")
    func logsPublicTab() async throws {
        let directory = try TemporaryDirectory()
        let log = directory.file("actions.log")
        let token = "ghp_" + String(repeating: "x", count: 36)
        var settings = directory.settings(environment: ["GITHUB_TOKEN": token])
        settings.actionLogURL = log
        let browser = try await BrowserComposition.compose(settings)
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 100, rows: 30))
        let application = browser.drawFirstFrame(on: terminal)
        application.send(.tab) // out of the search field, so that digits switch tabs
        application.type("3")
        let listed = await waitUntil(application, on: terminal) { Self.showsPublicList($0) }
        #expect(listed, "the Public tab loaded:\n\(terminal.plainText)")
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.contains("[public] action: loadStarted("), "\(text)")
        #expect(text.contains("[public] action: loaded("), "\(text)")
        #expect(!text.contains(token))
        let mode = try FileManager.default.attributesOfItem(atPath: log.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test("with --architecture flux, every feature's actions go to the log with what they changed in its store")
    func logsFluxFeatures() async throws {
        let directory = try TemporaryDirectory()
        let log = directory.file("actions.log")
        var settings = directory.settings()
        settings.actionLogURL = log
        settings.architecture = .flux
        let browser = try await BrowserComposition.compose(settings)
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 100, rows: 30))
        let application = browser.drawFirstFrame(on: terminal)
        application.type("redux")
        let found = await waitUntil(application, on: terminal) { $0.contains("reduxjs/redux") }
        #expect(found, "the search found redux:\n\(terminal.plainText)")
        application.send(.tab)
        application.type("3")
        let listed = await waitUntil(application, on: terminal) { Self.showsPublicList($0) }
        #expect(listed, "the Public tab loaded:\n\(terminal.plainText)")
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.contains("[favourites] action: changed("), "\(text)")
        #expect(text.contains("[search] action: queryChanged(\"redux\")\n  query: "), "\(text)")
        #expect(text.contains("[search] action: searchFinished("), "\(text)")
        #expect(text.contains("[public] action: loadStarted("), "\(text)")
    }

    @Test("a log path that cannot be used stops the launch with a message naming it")
    func badLogPath() async throws {
        let directory = try TemporaryDirectory()
        var settings = directory.settings()
        settings.actionLogURL = directory.url
        await #expect {
            _ = try await BrowserComposition.compose(settings)
        } throws: { error in
            (error as? LaunchError)?.message.contains("The action log \(directory.url.path)") == true
        }
    }

    /// Whether the screen shows the Public tab with its rows loaded (the count is in the list's last
    /// row, which a long list keeps below the screen).
    static func showsPublicList(_ text: String) -> Bool {
        text.contains("Public repositories") && !text.contains("Loading public repositories") && text.contains("★")
    }
}

@Suite("BrowserComposition first run")
@MainActor
struct BrowserCompositionFirstRunTests {
    @Test("a first run's catalog, built in the background, is complete once ready, and a second run finds it seeded")
    func catalogReady() async throws {
        let directory = try TemporaryDirectory()
        let first = try await BrowserComposition.compose(directory.settings())
        try await first.waitUntilCatalogReady()
        let catalog = try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
        let count = try await catalog.count()
        #expect(count >= 2000)
        let second = try await BrowserComposition.compose(directory.settings())
        try await second.waitUntilCatalogReady()
        #expect(try await catalog.count() == count)
    }
}
