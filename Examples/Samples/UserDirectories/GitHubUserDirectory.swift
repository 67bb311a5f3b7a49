import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import SamplePresenters

/// The user search's directory on GitHub's REST API (`--source github`), through the GitHub
/// Browser's hardened client (`GitHubAPIClient`: capped replies, a token that never leaves the
/// API's origin, retries and time-outs).
///
/// A search is `GET /search/users?q=…` (its first 30 users, GitHub's best matches first, each a
/// user or an organisation); a user's repositories are `GET /users/{login}/repos` (the 100 most
/// recently pushed, shown most stars first). Failures are the browser's, in its words: offline,
/// rate limited (GitHub allows 10 searches a minute without a token, which is why the sample
/// searches on Enter, not on every key), a user GitHub does not know.
public struct GitHubUserDirectory: UserDirectory {
    /// How many users a search lists.
    public static let searchLimit = 30
    /// How many of a user's repositories are fetched, most recently pushed first.
    public static let repositoryLimit = 100

    private let client: GitHubAPIClient

    /// Creates the directory that asks GitHub through `client`.
    public init(client: GitHubAPIClient) {
        self.client = client
    }

    /// GitHub's users and organisations matching `query`, best matches first.
    /// - Throws: `UserDirectoryError` saying why GitHub could not answer.
    public func searchUsers(_ query: String) async throws(UserDirectoryError) -> [GitHubUser] {
        try await UserDirectoryError.capture {
            let owners = try await client.searchUsers(SearchQuery(query), page: .first(size: Self.searchLimit))
            return owners.items.map { GitHubUser(login: $0.login, isOrganization: $0.isOrganization) }
        }
    }

    /// `user`'s public repositories on GitHub (up to ``repositoryLimit``), most stars first.
    /// - Throws: `UserDirectoryError` saying why GitHub could not answer — "no user …" for a
    ///   login it does not know.
    public func repositories(of user: GitHubUser) async throws(UserDirectoryError) -> [UserRepository] {
        try await UserDirectoryError.capture(about: user.login) {
            let page = try await client.repositories(ofOwner: user.login, page: .first(size: Self.repositoryLimit))
            return page.items
                .sorted { ($0.stars, $1.name) > ($1.stars, $0.name) }
                .map(UserRepository.init)
        }
    }
}
