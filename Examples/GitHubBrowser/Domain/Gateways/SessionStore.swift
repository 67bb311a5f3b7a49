/// Where the signed-in session (token and account) is kept between launches.
///
/// Holds at most one session. Signing out must forget everything tied to the user (token, account,
/// anything cached for them) — but never the device's local favourites, which live elsewhere.
public protocol SessionStore: Sendable {
    /// The current session, or `nil` when nobody is signed in.
    func current() async throws -> Session?

    /// Stores `session`, replacing any previous one.
    func signIn(_ session: Session) async throws

    /// Forgets the session and everything tied to the user.
    func signOut() async throws
}
