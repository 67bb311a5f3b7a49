import GitHubBrowserDomain

/// One page of repository search results as the API sends it: the repositories, how many match in
/// all, and the number of the next page (`nil` on the last).
public struct RepositorySearchPage: Codable, Hashable, Sendable {
    /// How many repositories match, when the source says.
    public let totalCount: Int?
    /// The repositories of this page.
    public let items: [Repository]
    /// The next page's number, `nil` when this page is the last.
    public let nextPage: Int?

    /// Creates a page.
    public init(totalCount: Int?, items: [Repository], nextPage: Int?) {
        self.totalCount = totalCount
        self.items = items
        self.nextPage = nextPage
    }

    /// The API's form of a catalog's page.
    public init(_ page: Page<Repository>) {
        self.init(totalCount: page.totalCount, items: page.items, nextPage: page.next?.number)
    }

    /// The page as the use cases list it, for the request `request`.
    public func page(for request: PageRequest) -> Page<Repository> {
        let next = nextPage.flatMap { try? PageRequest(number: $0, size: request.size) }
        return Page(items: items, request: request, next: next, totalCount: totalCount)
    }

    private enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case items
        case nextPage = "next_page"
    }
}
