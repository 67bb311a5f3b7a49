import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

@Suite("OfflineCatalog: the owners of its repositories")
struct OfflineCatalogOwnersTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func catalog(_ repositories: [Repository]) async throws -> OfflineCatalog {
        let catalog = try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
        try await catalog.upsert(repositories)
        return catalog
    }

    @Test("the login itself first, then logins that start with the text, then the rest; each by the stars of their repositories")
    func ranking() async throws {
        let catalog = try await catalog([
            OfflineCatalogTests.repository("kit", "a", stars: 1),
            OfflineCatalogTests.repository("toolkit", "b", stars: 900),
            OfflineCatalogTests.repository("kitchen", "c", stars: 50),
            OfflineCatalogTests.repository("kitchen", "d", stars: 60),
            OfflineCatalogTests.repository("kite", "e", stars: 100),
            OfflineCatalogTests.repository("other", "f", stars: 10_000),
        ])
        let page = try await catalog.owners(matching: SearchQuery("KIT"), page: .first)
        #expect(page.items.map(\.owner.login) == ["kit", "kitchen", "kite", "toolkit"])
        #expect(page.items.map(\.repositoryCount) == [1, 2, 1, 1])
        #expect(page.items.map(\.stars) == [1, 110, 100, 900])
        #expect(page.next == nil)
    }

    @Test("pages by size, with a next page while there are more")
    func paging() async throws {
        let catalog = try await catalog((1...5).map { OfflineCatalogTests.repository("user\($0)", "r", stars: $0) })
        let first = try await catalog.owners(matching: SearchQuery("user"), page: .first(size: 2))
        #expect(first.items.map(\.owner.login) == ["user5", "user4"])
        let next = try #require(first.next)
        let second = try await catalog.owners(matching: SearchQuery("user"), page: next)
        #expect(second.items.map(\.owner.login) == ["user3", "user2"])
    }

    @Test("LIKE's wildcards are plain characters")
    func wildcards() async throws {
        let catalog = try await catalog([OfflineCatalogTests.repository("abc", "x"), OfflineCatalogTests.repository("a_c", "y")])
        #expect(try await catalog.owners(matching: SearchQuery("_"), page: .first).items.map(\.owner.login) == ["a_c"])
        #expect(try await catalog.owners(matching: SearchQuery("%"), page: .first).items.isEmpty)
    }

    @Test("an owner's repositories, in any case of the login, most stars first")
    func repositoriesOfOwner() async throws {
        let catalog = try await catalog([
            OfflineCatalogTests.repository("Octo", "small", stars: 1),
            OfflineCatalogTests.repository("octo", "big", stars: 99),
            OfflineCatalogTests.repository("other", "huge", stars: 1000),
        ])
        let page = try await catalog.repositories(ownedBy: "OCTO", page: .first)
        #expect(page.items.map(\.name) == ["big", "small"])
        #expect(try await catalog.repositories(ownedBy: "nobody", page: .first).items.isEmpty)
    }
}
