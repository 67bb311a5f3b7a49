/// Where the MVP chapter's user search finds users and their repositories: the *model* both MVP
/// forms share, and the port their presenters depend on.
///
/// The presenters know nothing else of where the data comes from. The sample ships two adapters
/// (module `SampleUserDirectories`): the GitHub Browser's offline catalog, whose repositories'
/// owners are the users, and GitHub's REST API (`GET /search/users`, `GET /users/{login}/repos`).
/// A test passes a fake that answers when it is told to.
///
/// It is the sample's own port, in the sample's own terms; the GitHub Browser's gateway ports
/// (its `RepositoryCatalog`, say) are the browser's, and the adapters translate between the two.
public protocol UserDirectory: Sendable {
    /// The users whose login matches `query` (a non-empty text), best matches first.
    /// - Throws: ``UserDirectoryError`` saying why the search failed.
    func searchUsers(_ query: String) async throws(UserDirectoryError) -> [GitHubUser]

    /// The repositories `user` owns, most stars first.
    /// - Throws: ``UserDirectoryError`` saying why they could not be listed (an unknown user
    ///   included).
    func repositories(of user: GitHubUser) async throws(UserDirectoryError) -> [UserRepository]
}

/// Why a ``UserDirectory`` could not answer, in words the screens show as they are.
public struct UserDirectoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A few words: "You are offline", "Rate limited".
    public let title: String
    /// The whole sentence: what happened and, where there is one, what to do.
    public let message: String

    /// Creates the error with its `title` and `message`.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    /// "title: message".
    public var description: String { "\(title): \(message)" }
}
