import GitHubBrowserApplication
import GitHubBrowserDomain
import Testing

@Suite("ListPublicRepositories")
struct ListPublicRepositoriesTests {
    @Test("lists the first page, then more until the end")
    func pages() async throws {
        let list = ListPublicRepositories(catalog: FakeCatalog(sampleRepositories(5)), pageSize: 2)
        var listing = try await list()
        #expect(listing.repositories.count == 2)
        while listing.canLoadMore { listing = try await list.loadMore(after: listing) }
        #expect(listing.repositories == sampleRepositories(5))
    }

    @Test("an unreachable source fails as offline")
    func offline() async {
        let list = ListPublicRepositories(catalog: FakeCatalog([], failure: .offline(detail: "no route")))
        await #expect(throws: AppError.offline) { try await list() }
    }
}
