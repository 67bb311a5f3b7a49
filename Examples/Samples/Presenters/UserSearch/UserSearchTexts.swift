/// What the user search screen says, in every phase: its status line, before a driver words what to
/// do next (see ``UserSearchStatus``).
///
/// Shared by both MVP forms and MVVM, so they say the same; the passive view's presenter reads it,
/// the supervising controller's view and the view model do.
public enum UserSearchTexts {
    /// The status line of `phase`.
    public static func status(_ phase: UserSearchPhase) -> UserSearchStatus {
        switch phase {
        case .idle:
            .prompt
        case let .searching(query):
            .message("Searching for users matching “\(query)”…")
        case let .found(query, users) where users.isEmpty:
            .message("No user matches “\(query)”.")
        case let .found(query, users):
            .found(summary: "\(users.count == 1 ? "1 user matches" : "\(users.count) users match") “\(query)”")
        case let .failed(_, error):
            .message("⚠ \(error.title). \(error.message)")
        }
    }
}
