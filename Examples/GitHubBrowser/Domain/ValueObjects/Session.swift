/// A signed-in session: the token and the account it belongs to.
///
/// A ``SessionStore`` keeps at most one; use cases read it to know whether a user is signed in.
public struct Session: Hashable, Sendable, Codable {
    /// The token used for authenticated requests.
    public let token: AccessToken
    /// The account the token was validated for.
    public let account: Account

    /// Creates a session.
    public init(token: AccessToken, account: Account) {
        self.token = token
        self.account = account
    }
}
