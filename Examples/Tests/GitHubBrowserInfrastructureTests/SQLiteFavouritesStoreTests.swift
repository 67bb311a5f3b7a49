import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import PropertyBased
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

    @Test("toggle adds a non-favourite (first in the list), removes a favourite, and reports the new state")
    func toggle() async throws {
        let store = try SQLiteFavouritesStore(at: directory.file("browser.sqlite"))
        try await store.add(Self.repository("older"))
        #expect(try await store.toggle(Self.repository("kite")))
        #expect(try await store.all().map(\.name) == ["kite", "older"])
        #expect(try await store.toggle(Repository(id: RepositoryID(owner: "OCTO", name: "Kite"))) == false)
        #expect(try await store.all().map(\.name) == ["older"])
    }

    @Test("N concurrent toggles, through one connection or two, leave the state N toggles away; each toggle sees its own state")
    func concurrentToggles() async throws {
        let url = directory.file("browser.sqlite")
        let first = try SQLiteFavouritesStore(at: url)
        // A second connection to the same file, as a second copy of the app would have.
        let second = try SQLiteFavouritesStore(at: url)
        let kite = Self.repository("kite")
        await propertyCheck(count: 25, input: Gen.int(in: 1...16), Gen.bool) { count, startsFavourite in
            if try await first.contains(kite.id) != startsFavourite { _ = try await first.toggle(kite) }
            let results = await withTaskGroup(of: Bool?.self) { group in
                for index in 0..<count {
                    let store = index.isMultiple(of: 2) ? first : second
                    group.addTask { try? await store.toggle(kite) }
                }
                return await group.reduce(into: [Bool?]()) { $0.append($1) }
            }
            #expect(!results.contains(nil), "every toggle succeeded")
            let expected = count.isMultiple(of: 2) ? startsFavourite : !startsFavourite
            #expect(try await first.contains(kite.id) == expected, "\(count) toggles from \(startsFavourite)")
            #expect(results.filter { $0 == true }.count == (startsFavourite ? count / 2 : (count + 1) / 2), "\(results)")
        }
    }
}
