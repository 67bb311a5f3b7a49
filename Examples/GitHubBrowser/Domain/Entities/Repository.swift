import struct Foundation.Date
import struct Foundation.URL

/// A source-code repository, as every screen of the browser shows it.
///
/// Use it as the one description of a repository across sources: the live GitHub API and the
/// offline catalog both produce it, favourites store it, and screens render it. Fields a source does
/// not know are `nil` (or `0` for counts); `isSynthetic` marks generated sample records of the
/// offline catalog so nobody mistakes them for real projects.
public struct Repository: Hashable, Sendable, Codable, Identifiable {
    /// The stable identifier, `owner/name`.
    public let id: RepositoryID
    /// The owner of the repository.
    public let owner: Owner
    /// A one-line description, if the repository has one.
    public let summary: String?
    /// The main programming language, if known.
    public let language: String?
    /// The number of stargazers.
    public let stars: Int
    /// The number of forks.
    public let forks: Int
    /// The number of open issues.
    public let openIssues: Int
    /// The licence, as an SPDX identifier or name (`MIT`, `Apache-2.0`), if known.
    public let licence: String?
    /// Topics (tags) attached to the repository.
    public let topics: [String]
    /// When the repository last changed, if known.
    public let updatedAt: Date?
    /// Where a person can see the repository in a browser, if it has such a page.
    public let webURL: URL?
    /// `true` for generated sample records of the offline catalog, never for real repositories.
    public let isSynthetic: Bool

    /// Creates a repository. `owner` is taken from `id`.
    public init(
        id: RepositoryID,
        isOrganization: Bool? = nil,
        summary: String? = nil,
        language: String? = nil,
        stars: Int = 0,
        forks: Int = 0,
        openIssues: Int = 0,
        licence: String? = nil,
        topics: [String] = [],
        updatedAt: Date? = nil,
        webURL: URL? = nil,
        isSynthetic: Bool = false
    ) {
        self.id = id
        self.owner = Owner(login: id.owner, isOrganization: isOrganization)
        self.summary = summary
        self.language = language
        self.stars = stars
        self.forks = forks
        self.openIssues = openIssues
        self.licence = licence
        self.topics = topics
        self.updatedAt = updatedAt
        self.webURL = webURL
        self.isSynthetic = isSynthetic
    }

    /// The repository's name (without the owner).
    public var name: String { id.name }
    /// `owner/name`.
    public var fullName: String { id.fullName }
}
