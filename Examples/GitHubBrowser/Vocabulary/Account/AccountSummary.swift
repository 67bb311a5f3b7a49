import GitHubBrowserDomain
import StrataNavigation

/// The account as the Account tab shows it: a heading and labelled lines.
public struct AccountSummary: Equatable, Sendable {
    /// The login.
    public let login: String
    /// "Signed in as …", with the display name when there is one.
    public let heading: String
    /// Label and value pairs, in order.
    public let lines: [Line]

    /// One labelled value.
    public struct Line: Equatable, Sendable {
        /// What the value is.
        public let label: String
        /// The value.
        public let value: String
    }

    /// The summary of `account`; fields the source did not give say so.
    public init(_ account: Account) {
        login = account.login
        let name = account.name.flatMap { $0.isEmpty ? nil : $0 }
        heading = name.map { "Signed in as \($0) (\(account.login))" } ?? "Signed in as \(account.login)"
        lines = [
            Line(label: "Login", value: account.login),
            Line(label: "Name", value: name ?? "not set"),
            Line(label: "Public repositories", value: account.publicRepositoryCount.map(String.init) ?? "unknown"),
        ]
    }
}

/// How the app was launched, in one line a developer can read on screen: "Opened 5 times: 3
/// normally, 1 from a web link, 1 from a shortcut." The book's "measure which path launched the
/// app", from a `LaunchPathRecorder`'s counts.
public struct LaunchPathsSummary: Equatable, Sendable {
    /// The line as shown.
    public let text: String

    /// The summary of `counts`, the most frequent path first (ties in `LaunchKind` order).
    public init(_ counts: [LaunchKind: Int]) {
        let paths = LaunchKind.allCases
            .map { (kind: $0, count: counts[$0, default: 0]) }
            .filter { $0.count > 0 }
            .enumerated()
            .sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
            .map(\.element)
        let total = paths.reduce(0) { $0 + $1.count }
        guard total > 0 else {
            text = "Launches: none recorded yet."
            return
        }
        let parts = paths.map { "\($0.count) \(Self.origin(of: $0.kind))" }
        text = "Opened \(total) \(total == 1 ? "time" : "times"): " + parts.joined(separator: ", ") + "."
    }

    private static func origin(of kind: LaunchKind) -> String {
        switch kind {
        case .normal: "normally"
        case .notification: "from a notification"
        case .universalLink: "from a web link"
        case .urlScheme: "from a strata:// link"
        case .shortcut: "from a shortcut"
        case .spotlight: "from Spotlight"
        }
    }
}
