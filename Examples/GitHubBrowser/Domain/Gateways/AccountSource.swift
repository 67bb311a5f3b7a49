/// A source that can tell which account a token belongs to.
///
/// The sign-in use case asks it to validate a token before storing it; the live GitHub client
/// implements it with the authenticated-user endpoint.
public protocol AccountSource: Sendable {
    /// The account `token` authenticates.
    /// - Throws: ``DataSourceError/unauthorized`` when the source rejects the token, or another
    ///   ``DataSourceError`` when it cannot answer.
    func account(for token: AccessToken) async throws -> Account
}
