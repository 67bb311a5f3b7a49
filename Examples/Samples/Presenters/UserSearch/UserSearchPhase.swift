/// Where the user search is: nothing asked yet, a search running, its users, or its failure.
///
/// The presenters of both MVP forms move it on; the passive one keeps it to itself, the
/// supervising one in the ``UserSearchModel`` its view observes.
public enum UserSearchPhase: Hashable, Sendable {
    /// Nothing searched yet (or the field was emptied).
    case idle
    /// Searching for `query`.
    case searching(query: String)
    /// The users that match `query` (maybe none).
    case found(query: String, users: [GitHubUser])
    /// The search for `query` failed.
    case failed(query: String, error: UserDirectoryError)

    /// The users listed: those found, or none.
    public var users: [GitHubUser] {
        if case let .found(_, users) = self { return users }
        return []
    }
}
