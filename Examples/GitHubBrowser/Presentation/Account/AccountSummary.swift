import GitHubBrowserDomain

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
