/// A GitHub user or organisation, as the MVP chapter's user search lists it.
///
/// A ``UserDirectory`` finds them; the search screens show one row per user (``UserRow``) and open
/// the user's repositories when one is chosen. What a directory does not know is `nil`: the
/// offline catalog knows how many of the user's repositories it holds but not whether the user is
/// an organisation, GitHub's user search the other way round.
public struct GitHubUser: Hashable, Sendable, Identifiable {
    /// The login (`tpope`, `apple`), which identifies the user.
    public let login: String
    /// Whether the user is an organisation rather than a person, when the directory says so.
    public let isOrganization: Bool?
    /// How many repositories of the user the directory holds, when it says so.
    public let repositoryCount: Int?

    /// Creates a user.
    public init(login: String, isOrganization: Bool? = nil, repositoryCount: Int? = nil) {
        self.login = login
        self.isOrganization = isOrganization
        self.repositoryCount = repositoryCount
    }

    /// The login.
    public var id: String { login }
}
