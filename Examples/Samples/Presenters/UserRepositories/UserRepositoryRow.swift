/// One row of a user's repository list: the name and description, with the language and stars at
/// its end.
///
/// As with ``UserRow``, both MVP forms draw the same rows: the passive view's presenter builds them,
/// the supervising controller's view builds them from the model it observes.
public struct UserRepositoryRow: Hashable, Sendable, Identifiable {
    /// `owner/name`, which identifies the row.
    public let id: String
    /// The name, then the description when there is one: "vim-fugitive — A Git wrapper".
    public let text: String
    /// The language and the stars: "Vim Script · ★ 21,312".
    public let detail: String

    /// The row of `repository`.
    public init(_ repository: UserRepository) {
        id = repository.id
        text = repository.summary.map { $0.isEmpty ? repository.name : "\(repository.name) — \($0)" } ?? repository.name
        detail = [repository.language, "★ \(Self.grouped(repository.stars))"].compactMap { $0 }.joined(separator: " · ")
    }

    /// `value` with a comma between groups of three digits (`21,312`), the same in every locale.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }
}
