import ArgumentParser

/// The `--source` option of `users`: where the users and their repositories come from.
enum UserSource: String, ExpressibleByArgument, CaseIterable {
    /// The GitHub Browser's offline catalog: the owners of its repositories are the users.
    case offline
    /// GitHub's REST API (`GET /search/users`, `GET /users/{login}/repos`).
    case github
}
