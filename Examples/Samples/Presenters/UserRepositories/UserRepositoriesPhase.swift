/// Where the list of a user's repositories is: loading, listed, or failed.
///
/// The presenters of both MVP forms move it on; the passive one keeps it to itself, the
/// supervising one in the ``UserRepositoriesModel`` its view observes.
public enum UserRepositoriesPhase: Hashable, Sendable {
    /// Asking the directory.
    case loading
    /// The user's repositories, most stars first (maybe none).
    case listed([UserRepository])
    /// The directory could not list them.
    case failed(UserDirectoryError)

    /// The repositories listed: those found, or none.
    public var repositories: [UserRepository] {
        if case let .listed(repositories) = self { return repositories }
        return []
    }
}
