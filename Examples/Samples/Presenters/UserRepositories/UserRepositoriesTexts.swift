/// What the screen of a user's repositories says: its title and status line (before a driver words
/// what to do next: see ``UserRepositoriesStatus``).
///
/// Shared by both MVP forms, so they say the same; the passive view's presenter reads it, the
/// supervising controller's view does.
public enum UserRepositoriesTexts {
    /// The screen's title: "tpope's repositories".
    public static func title(of user: GitHubUser) -> String {
        "\(user.login)'s repositories"
    }

    /// The status line of `phase`, for `user`'s repositories.
    public static func status(_ phase: UserRepositoriesPhase, of user: GitHubUser) -> UserRepositoriesStatus {
        switch phase {
        case .loading:
            .message("Loading \(user.login)'s repositories…")
        case let .listed(repositories) where repositories.isEmpty:
            .message("\(user.login) has no public repositories.")
        case let .listed(repositories):
            .listed(summary: "\(repositories.count == 1 ? "1 repository" : "\(repositories.count) repositories"), most stars first.")
        case let .failed(error):
            .failed(reason: "⚠ \(error.title). \(error.message)")
        }
    }
}
