import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GRDB
import Testing

/// A signed-in token is in the user database and its WAL: the data folder and every file the
/// browser creates are private to the user (folder 0700, files 0600), whatever the umask.
@Suite("Private files", .serialized)
struct PrivateFilesTests {
    static func session() throws -> Session {
        Session(token: try AccessToken("ghp_private_token_123"), account: Account(login: "mona"))
    }

    @Test("new folders are 0700 and the databases, their WAL and shared-memory files 0600, whatever the umask",
          arguments: [0o022, 0o002, 0o000] as [mode_t])
    func newFilesArePrivate(mask: mode_t) async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("data/strata-github-browser")
        let (database, catalog) = try Umask.with(mask) {
            (try UserDatabase.open(at: folder.appendingPathComponent("browser.sqlite")),
             try OfflineCatalog.open(at: folder.appendingPathComponent("catalog.sqlite"), seed: nil))
        }
        try await SQLiteSessionStore(database: database).signIn(Self.session())
        try await catalog.upsert([Repository(id: RepositoryID(owner: "o", name: "n"))])

        #expect(FileFacts.mode(directory.url.appendingPathComponent("data")) == 0o700)
        #expect(FileFacts.mode(folder) == 0o700)
        let files = FileFacts.snapshot(folder)
        for name in ["browser.sqlite", "browser.sqlite-wal", "browser.sqlite-shm", "catalog.sqlite", "catalog.sqlite-wal", "catalog.sqlite-shm"] {
            #expect(files[name] != nil, "\(name) exists while the databases are open: \(files)")
        }
        for (name, entry) in files {
            #expect(entry.mode == 0o600, "\(name) is private: \(entry)")
        }
        withExtendedLifetime((database, catalog)) {}
    }

    @Test("files an older version left readable by others (database, WAL, shared memory) are made private when opened")
    func looseFilesAreTightened() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        let first = try UserDatabase.open(at: url)
        try await SQLiteSessionStore(database: first).signIn(Self.session())
        // What the previous version left: 0644 files next to the database, while it was open.
        for name in ["browser.sqlite", "browser.sqlite-wal", "browser.sqlite-shm"] {
            #expect(chmod(directory.file(name).path, 0o644) == 0)
        }
        let second = try UserDatabase.open(at: url)
        #expect(try await SQLiteSessionStore(database: second).current() == Self.session())
        for (name, entry) in FileFacts.snapshot(directory.url) {
            #expect(entry.mode == 0o600, "\(name) is private: \(entry)")
        }
        withExtendedLifetime((first, second)) {}
    }
}
