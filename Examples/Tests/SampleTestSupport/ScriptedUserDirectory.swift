import SamplePresenters

/// A `UserDirectory` that answers what the test scripted — at once, or, for a query or login the
/// test holds, only when the test releases it — and records what it was asked.
public actor ScriptedUserDirectory: UserDirectory {
    /// The answer to each search text; an unscripted search finds nobody.
    private var users: [String: Result<[GitHubUser], UserDirectoryError>]
    /// The answer for each login; an unscripted login has no repositories.
    private var repositories: [String: Result<[UserRepository], UserDirectoryError>]
    private var held: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
    /// The search texts and logins asked for, in order.
    public private(set) var requests: [String] = []
    /// How many requests have been answered (held ones once released).
    public private(set) var answered = 0

    /// Creates the directory answering `users` to searches and `repositories` to logins.
    public init(
        users: [String: Result<[GitHubUser], UserDirectoryError>] = [:],
        repositories: [String: Result<[UserRepository], UserDirectoryError>] = [:]
    ) {
        self.users = users
        self.repositories = repositories
    }

    /// Scripts the answer to a search for `query`.
    public func answer(_ query: String, with result: Result<[GitHubUser], UserDirectoryError>) { users[query] = result }

    /// Scripts the repositories of `login`.
    public func answer(repositoriesOf login: String, with result: Result<[UserRepository], UserDirectoryError>) {
        repositories[login] = result
    }

    /// Holds the answers for `key` (a search text or a login) until ``release(_:)``.
    public func hold(_ key: String) { held.insert(key) }

    /// Answers the next requests for `key` at once; those already held stay held.
    public func stopHolding(_ key: String) { held.remove(key) }

    /// Lets the held answers for `key` go.
    public func release(_ key: String) {
        held.remove(key)
        for continuation in waiting.removeValue(forKey: key) ?? [] { continuation.resume() }
    }

    /// Waits until `count` requests have been answered; the presenter hears of the last one once
    /// the main actor runs again.
    public func waitUntilAnswered(_ count: Int) async {
        while answered < count { await Task.yield() }
    }

    /// Whether a request for `key` is waiting to be released.
    public func isWaiting(_ key: String) -> Bool { !(waiting[key] ?? []).isEmpty }

    /// Answers what was scripted for `query` when the request arrived (a held request answers
    /// that, even if the script changed while it waited).
    public func searchUsers(_ query: String) async throws(UserDirectoryError) -> [GitHubUser] {
        let answer = users[query] ?? .success([])
        await arrive(query)
        return try answer.get()
    }

    /// Answers what was scripted for the user's login when the request arrived.
    public func repositories(of user: GitHubUser) async throws(UserDirectoryError) -> [UserRepository] {
        let answer = repositories[user.login] ?? .success([])
        await arrive(user.login)
        return try answer.get()
    }

    private func arrive(_ key: String) async {
        requests.append(key)
        defer { answered += 1 }
        guard held.contains(key) else { return }
        await withCheckedContinuation { waiting[key, default: []].append($0) }
    }
}
