import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

@Suite("SQLiteFavouritesStore and UserDatabase")
struct SQLiteFavouritesStoreTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static func repository(_ name: String) -> Repository {
        Repository(id: RepositoryID(owner: "octo", name: name), summary: "about \(name)", stars: 3, topics: ["t"])
    }

    @Test("adds, lists most recent first, checks and removes favourites")
    func basics() async throws {
        let store = try SQLiteFavouritesStore(at: directory.file("browser.sqlite"))
        try await store.add(Self.repository("one"))
        try await store.add(Self.repository("two"))
        try await store.add(Self.repository("one")) // again: refreshes, keeps its place
        #expect(try await store.all().map(\.name) == ["two", "one"])
        #expect(try await store.contains(RepositoryID(owner: "OCTO", name: "ONE")))
        try await store.remove(RepositoryID(owner: "octo", name: "one"))
        try await store.remove(RepositoryID(owner: "octo", name: "never-added"))
        #expect(try await store.all().map(\.name) == ["two"])
    }

    @Test("favourites survive closing and reopening the database")
    func persistence() async throws {
        let url = directory.file("browser.sqlite")
        do {
            let store = try SQLiteFavouritesStore(at: url)
            try await store.add(Self.repository("kept"))
        }
        let reopened = try SQLiteFavouritesStore(at: url)
        #expect(try await reopened.all() == [Self.repository("kept")])
    }

    @Test("observers see the current favourites, then every change")
    func observation() async throws {
        let store = try SQLiteFavouritesStore(at: directory.file("browser.sqlite"))
        var changes = store.observe().makeAsyncIterator()
        #expect(await changes.next() == [])
        try await store.add(Self.repository("a"))
        #expect(await changes.next()?.map(\.name) == ["a"])
        try await store.remove(RepositoryID(owner: "octo", name: "a"))
        #expect(await changes.next() == [])
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

    @Test("the default location follows XDG_DATA_HOME, then ~/.local/share")
    func defaultLocation() {
        let xdg = DataDirectory.default(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(xdg.url.path == "/data/strata-github-browser")
        let home = DataDirectory.default(environment: ["HOME": "/home/u"])
        #expect(home.url.path == "/home/u/.local/share/strata-github-browser")
        #expect(home.userDatabase.lastPathComponent == "browser.sqlite")
    }
}
