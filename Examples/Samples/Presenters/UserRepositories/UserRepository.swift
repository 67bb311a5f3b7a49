/// A repository of a ``GitHubUser``, as the MVP chapter's sample lists it.
public struct UserRepository: Hashable, Sendable, Identifiable {
    /// The owner's login.
    public let owner: String
    /// The repository's name.
    public let name: String
    /// A one-line description, if it has one.
    public let summary: String?
    /// The main language, if known.
    public let language: String?
    /// The number of stargazers.
    public let stars: Int

    /// Creates a repository.
    public init(owner: String, name: String, summary: String? = nil, language: String? = nil, stars: Int = 0) {
        self.owner = owner
        self.name = name
        self.summary = summary
        self.language = language
        self.stars = stars
    }

    /// `owner/name`, which identifies the repository.
    public var id: String { "\(owner)/\(name)" }
}
