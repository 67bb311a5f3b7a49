/// What the user search screen says, in every phase: its status line.
///
/// Shared by both MVP forms, so they say the same; the passive view's presenter reads it, the
/// supervising controller's view does.
public enum UserSearchTexts {
    /// The status line of `phase`.
    public static func status(_ phase: UserSearchPhase) -> String {
        switch phase {
        case .idle:
            "Type a login, or part of one, and press Enter."
        case let .searching(query):
            "Searching for users matching “\(query)”…"
        case let .found(query, users) where users.isEmpty:
            "No user matches “\(query)”."
        case let .found(query, users):
            "\(users.count == 1 ? "1 user matches" : "\(users.count) users match") “\(query)”: ↓ to the list, Enter opens one."
        case let .failed(_, error):
            "⚠ \(error.title). \(error.message)"
        }
    }
}
