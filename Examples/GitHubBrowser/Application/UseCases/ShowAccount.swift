import GitHubBrowserDomain

/// The signed-in account, for the Account tab.
public struct ShowAccount: Sendable {
    private let sessions: any SessionStore

    /// Creates the use case.
    public init(sessions: some SessionStore) {
        self.sessions = sessions
    }

    /// The account, or `nil` when nobody is signed in.
    public func callAsFunction() async throws(AppError) -> Account? {
        try await AppError.capture { try await sessions.current()?.account }
    }
}
