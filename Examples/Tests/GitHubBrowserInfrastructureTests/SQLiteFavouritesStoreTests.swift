import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

@Suite("SQLiteFavouritesStore")
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

}
