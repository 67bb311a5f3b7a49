import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import Testing

@Suite("RepositoryListing")
struct RepositoryListingTests {
    @Test("appending a page drops repositories already listed, keeping identifiers unique")
    func deduplicates() throws {
        let all = sampleRepositories(4)
        let first = Page(items: Array(all[0..<3]), request: .first(size: 3), next: PageRequest.first(size: 3).following())
        let second = Page(items: [all[2], all[3]], request: PageRequest.first(size: 3).following(), next: nil)
        let listing = RepositoryListing(firstPage: first).appending(second)
        #expect(listing.repositories == all)
        #expect(!listing.canLoadMore)
    }

    @Test("keeps the known total when a later page does not report one")
    func keepsTotal() {
        let first = Page(items: sampleRepositories(1), request: .first, next: PageRequest.first.following(), totalCount: 9)
        let second = Page<Repository>(items: [], request: PageRequest.first.following(), next: nil)
        #expect(RepositoryListing(firstPage: first).appending(second).totalCount == 9)
    }

    @Test(
        "a total below the repositories listed is not believed: the items are, and the count is dropped",
        arguments: [(0, 3), (2, 3), (-1, 3)]
    )
    func totalBelowItems(total: Int, listed: Int) {
        let page = Page(items: sampleRepositories(listed), request: .first(size: 30), next: PageRequest.first(size: 30).following(), totalCount: total)
        #expect(RepositoryListing(firstPage: page).totalCount == nil)
    }

    @Test("a total is checked against everything listed so far, later pages included")
    func totalCheckedAcrossPages() {
        let all = sampleRepositories(4)
        let first = Page(items: Array(all[0..<2]), request: .first(size: 2), next: PageRequest.first(size: 2).following(), totalCount: 4)
        let second = Page(items: Array(all[2..<4]), request: PageRequest.first(size: 2).following(), next: nil, totalCount: 3)
        #expect(RepositoryListing(firstPage: first).totalCount == 4)
        #expect(RepositoryListing(firstPage: first).appending(second).totalCount == nil)
    }

    @Test("a listing describes itself in one line for logs: count, first and last, total, next page, freshness")
    func description() {
        let all = sampleRepositories(3)
        let page = Page(items: all, request: .first(size: 3), next: PageRequest.first(size: 3).following(), totalCount: 40)
        let listing = RepositoryListing(firstPage: page)
        #expect(listing.description == "RepositoryListing(3 repositories, \(all[0].fullName) … \(all[2].fullName), of 40, next page 2, live)")
        let saved = RepositoryListing(firstPage: Page(items: [all[0]], request: .first, next: nil, freshness: .saved(at: nil, because: .timedOut)))
        #expect(saved.description == "RepositoryListing(1 repository, \(all[0].fullName), complete, saved because timedOut)")
        #expect(!String(describing: listing).contains("summary"), "never the repositories' fields")
    }
}
