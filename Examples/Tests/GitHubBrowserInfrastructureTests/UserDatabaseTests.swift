import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

@Suite("UserDatabase")
struct UserDatabaseTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("creates missing folders and records the schema version")
    func createsFolders() throws {
        let url = directory.url.appendingPathComponent("a/b/browser.sqlite")
        _ = try UserDatabase.open(at: url)
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(UserDatabase.schemaVersion == 1)
    }

    @Test("a garbage file is reported clearly and never replaced")
    func garbageFile() throws {
        let url = directory.file("browser.sqlite")
        let garbage = Data("this is not a database, it is a shopping list\n".utf8 + Data(repeating: 0xAB, count: 2048))
        try garbage.write(to: url)
        #expect {
            try UserDatabase.open(at: url)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains(url.path) && detail.contains("not a SQLite database")
        }
        #expect(try Data(contentsOf: url) == garbage)
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test("a database from a newer version of the app is refused, not migrated")
    func newerSchema() async throws {
        let url = directory.file("browser.sqlite")
        _ = try UserDatabase.open(at: url)
        try FutureMigration.add(to: url)
        #expect {
            try UserDatabase.open(at: url)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains("newer version")
        }
    }
}
