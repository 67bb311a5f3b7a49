import GitHubBrowserDomain

/// Signs out: forgets the token, the account and everything tied to the user — but keeps the
/// device's local favourites.
public struct SignOut: Sendable {
    private let sessions: any SessionStore

    /// Creates the use case.
    public init(sessions: some SessionStore) {
        self.sessions = sessions
    }

    /// Signs out; doing it while signed out is harmless.
    public func callAsFunction() async throws(AppError) {
        try await AppError.capture { try await sessions.signOut() }
    }
}
