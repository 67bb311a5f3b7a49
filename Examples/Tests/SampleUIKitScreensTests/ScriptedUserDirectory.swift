#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import SamplePresenters

/// A `UserDirectory` that answers at once what the test scripted, and records what it was asked.
actor ScriptedUserDirectory: UserDirectory {
    /// The answer to each search text; an unscripted search finds nobody.
    private var users: [String: Result<[GitHubUser], UserDirectoryError>]
    /// The answer for each login; an unscripted login has no repositories.
    private var repositories: [String: Result<[UserRepository], UserDirectoryError>]
    /// The search texts and logins asked for, in order.
    private(set) var requests: [String] = []

    init(
        users: [String: Result<[GitHubUser], UserDirectoryError>] = [:],
        repositories: [String: Result<[UserRepository], UserDirectoryError>] = [:]
    ) {
        self.users = users
        self.repositories = repositories
    }

    /// Scripts the repositories of `login`.
    func answer(repositoriesOf login: String, with result: Result<[UserRepository], UserDirectoryError>) {
        repositories[login] = result
    }

    func searchUsers(_ query: String) async throws(UserDirectoryError) -> [GitHubUser] {
        requests.append(query)
        return try (users[query] ?? .success([])).get()
    }

    func repositories(of user: GitHubUser) async throws(UserDirectoryError) -> [UserRepository] {
        requests.append(user.login)
        return try (repositories[user.login] ?? .success([])).get()
    }
}

/// Users, repositories and failures the user-search tests share.
enum UserSearchFixtures {
    static let tpope = GitHubUser(login: "tpope", repositoryCount: 2)
    static let mattpocock = GitHubUser(login: "mattpocock", isOrganization: false, repositoryCount: 1)
    static let fugitive = UserRepository(owner: "tpope", name: "vim-fugitive", summary: "A Git wrapper", language: "Vim Script", stars: 21_759)
    static let surround = UserRepository(owner: "tpope", name: "vim-surround", summary: nil, language: nil, stars: 14_096)
    static let offline = UserDirectoryError(title: "You are offline", message: "The server cannot be reached.")

    /// "tp" finds tpope (two repositories) and mattpocock; "down" fails.
    static func directory() -> ScriptedUserDirectory {
        ScriptedUserDirectory(
            users: ["tp": .success([tpope, mattpocock]), "down": .failure(offline)],
            repositories: ["tpope": .success([fugitive, surround])]
        )
    }
}
#endif
