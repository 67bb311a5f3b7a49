/// One row of the user list: the login, and what the directory knows of the user at its end.
///
/// Both MVP forms draw the same rows; who builds them differs. In a passive view the presenter
/// builds them and hands them to the view; in a supervising controller the view builds them from
/// the users in the model it observes.
public struct UserRow: Hashable, Sendable, Identifiable {
    /// The user's login, on the left.
    public let login: String
    /// "organisation", "user", "12 repositories", or both, or nothing.
    public let detail: String

    /// The row of `user`.
    public init(_ user: GitHubUser) {
        login = user.login
        var facts: [String] = []
        if let isOrganization = user.isOrganization { facts.append(isOrganization ? "organisation" : "user") }
        if let count = user.repositoryCount { facts.append(count == 1 ? "1 repository" : "\(count) repositories") }
        detail = facts.joined(separator: " · ")
    }

    /// The login, which identifies the row.
    public var id: String { login }
}
