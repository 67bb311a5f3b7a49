import GitHubBrowserDomain

/// A list of repositories being paged through: what is loaded so far and how to load more.
///
/// Screens keep one per list and hand it back to a use case's `loadMore`; it is a value, so a
/// screen can compare old and new listings and diff them.
public struct RepositoryListing: Hashable, Sendable, Codable {
    /// Every repository loaded so far, without duplicates, in source order.
    public let repositories: [Repository]
    /// The request for the next page, or `nil` when everything is loaded.
    public let nextPage: PageRequest?
    /// The size of the whole list, when the source says — and says a size no smaller than what is
    /// already listed (see ``appending(_:)``).
    public let totalCount: Int?
    /// Whether the last page loaded came from the source or from a saved copy.
    public let freshness: Freshness

    /// Creates a listing.
    public init(repositories: [Repository], nextPage: PageRequest?, totalCount: Int?, freshness: Freshness = .live) {
        self.repositories = repositories
        self.nextPage = nextPage
        self.totalCount = totalCount
        self.freshness = freshness
    }

    /// A listing made of one first page.
    public init(firstPage page: Page<Repository>) {
        self = RepositoryListing(repositories: [], nextPage: nil, totalCount: nil).appending(page)
    }

    /// Whether there is more to load.
    public var canLoadMore: Bool { nextPage != nil }

    /// This listing followed by `page`. Repositories already listed are not listed twice (sources
    /// can shift between page requests), so identifiers stay unique for list diffing.
    public func appending(_ page: Page<Repository>) -> RepositoryListing {
        var seen = Set(repositories.map(\.id))
        var merged = repositories
        for repository in page.items where seen.insert(repository.id).inserted {
            merged.append(repository)
        }
        // A total below what is listed cannot be true ("30 of 0 repositories"): trust the items,
        // which are there to be seen, and drop the count until a page gives a believable one.
        let total = (page.totalCount ?? totalCount).flatMap { $0 >= merged.count ? $0 : nil }
        return RepositoryListing(repositories: merged, nextPage: page.next, totalCount: total, freshness: page.freshness)
    }
}

extension RepositoryListing: CustomStringConvertible {
    /// A one-line summary for logs (the `--log-actions` file): how many repositories, the first and
    /// the last, the next page and where the last page came from — never the whole list.
    public var description: String {
        var parts = [repositories.count == 1 ? "1 repository" : "\(repositories.count) repositories"]
        if let first = repositories.first, let last = repositories.last {
            parts.append(repositories.count == 1 ? first.fullName : "\(first.fullName) … \(last.fullName)")
        }
        if let totalCount { parts.append("of \(totalCount)") }
        parts.append(nextPage.map { "next page \($0.number)" } ?? "complete")
        switch freshness {
        case .live: parts.append("live")
        case let .saved(savedAt, failure): parts.append("saved\(savedAt.map { " at \($0)" } ?? "") because \(failure)")
        }
        return "RepositoryListing(\(parts.joined(separator: ", ")))"
    }
}
