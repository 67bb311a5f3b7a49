/// What the screen of a user's repositories says: its title and status line.
///
/// Shared by both MVP forms, so they say the same; the passive view's presenter reads it, the
/// supervising controller's view does.
public enum UserRepositoriesTexts {
    /// The screen's title: "tpope's repositories".
    public static func title(of user: GitHubUser) -> String {
        "\(user.login)'s repositories"
    }

    /// The status line of `phase`, for `user`'s repositories.
    public static func status(_ phase: UserRepositoriesPhase, of user: GitHubUser) -> String {
        switch phase {
        case .loading:
            "Loading \(user.login)'s repositories…"
        case let .listed(repositories) where repositories.isEmpty:
            "\(user.login) has no public repositories."
        case let .listed(repositories):
            "\(repositories.count == 1 ? "1 repository" : "\(repositories.count) repositories"), most stars first. Esc goes back."
        case let .failed(error):
            "⚠ \(error.title). \(error.message) r tries again."
        }
    }
}
