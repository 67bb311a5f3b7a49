import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import PropertyBased
import Testing

@Suite("SearchRepositories")
struct SearchRepositoriesTests {
    @Test("returns the first page for valid text and says whether more can be loaded")
    func firstPage() async throws {
        let catalog = FakeCatalog(sampleRepositories(25))
        let search = SearchRepositories(catalog: catalog, pageSize: 10)
        let results = try await search("  repo ")
        #expect(results.query.text == "repo")
        #expect(results.repositories.map(\.name) == (0..<10).map { "repo-\($0)" })
        #expect(results.canLoadMore)
    }

    @Test("load more appends the next pages until everything is loaded")
    func loadMore() async throws {
        let catalog = FakeCatalog(sampleRepositories(25))
        let search = SearchRepositories(catalog: catalog, pageSize: 10)
        var results = try await search("repo")
        results = try await search.loadMore(after: results)
        results = try await search.loadMore(after: results)
        #expect(results.repositories.count == 25)
        #expect(!results.canLoadMore)
        let unchanged = try await search.loadMore(after: results)
        #expect(unchanged == results)
        #expect(catalog.searchRequests.map(\.number) == [1, 2, 3])
    }

    @Test("blank text fails as an invalid query without asking the catalog")
    func invalidQuery() async {
        let catalog = FakeCatalog(sampleRepositories(3))
        let search = SearchRepositories(catalog: catalog)
        await #expect(throws: AppError.invalidQuery(.empty)) { try await search("   ") }
        #expect(catalog.searchRequests.isEmpty)
    }

    @Test("catalog failures become the matching AppError")
    func failures() async {
        let until = Date(timeIntervalSince1970: 1_800_000_000)
        let catalog = FakeCatalog(sampleRepositories(3), failure: .rateLimited(until: until))
        let search = SearchRepositories(catalog: catalog)
        await #expect(throws: AppError.rateLimited(until: until)) { try await search("repo") }
    }

    @Test("paging through everything lists every match exactly once, whatever the page size")
    func pagingInvariant() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...60), Gen.int(in: 1...20)) { count, size in
            let search = SearchRepositories(catalog: FakeCatalog(sampleRepositories(count)), pageSize: size)
            guard var results = try? await search("repo") else {
                Issue.record("search failed")
                return
            }
            while results.canLoadMore {
                guard let more = try? await search.loadMore(after: results) else {
                    Issue.record("load more failed")
                    return
                }
                results = more
            }
            #expect(results.repositories.map(\.name) == (0..<count).map { "repo-\($0)" })
        }
    }
}
