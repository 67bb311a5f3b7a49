import GitHubBrowserDomain

/// A ``SessionStore`` that signs in with a token given from outside the app — `GITHUB_TOKEN` —
/// the first time the session is read, so the Account tab shows whom that token belongs to.
///
/// Use it with `--source github` when `GITHUB_TOKEN` is set, wrapping the stored sessions:
/// - Reading the session returns the stored one if it holds that token; otherwise it asks the
///   source whose token it is (`GET /user`) and stores the session, so later launches show it at
///   once.
/// - A token the source refuses (``DataSourceError/unauthorized``) fails that read, and is not
///   tried again in this run: the stored session (if any) is shown from then on.
/// - Once the user signs in or out by hand, the outside token no longer applies in this run, so
///   what they chose is what they see.
public actor EnvironmentTokenSessionStore<Stored: SessionStore, Source: AccountSource>: SessionStore {
    private let token: AccessToken
    private let stored: Stored
    private let source: Source
    /// Whether `token` still decides the session in this run.
    private var tokenApplies = true

    /// Wraps `stored`, signing in with `token`, validated by `source`, when the session is read.
    public init(token: AccessToken, stored: Stored, source: Source) {
        self.token = token
        self.stored = stored
        self.source = source
    }

    /// The session of the outside token (validated and stored on first read), or the stored one
    /// once that token no longer applies.
    /// - Throws: what the source throws when it cannot validate the token, or what the stored
    ///   sessions throw.
    public func current() async throws -> Session? {
        let storedSession = try await stored.current()
        guard tokenApplies else { return storedSession }
        if let storedSession, storedSession.token == token { return storedSession }
        let account: Account
        do {
            account = try await source.account(for: token)
        } catch DataSourceError.unauthorized {
            tokenApplies = false
            throw DataSourceError.unauthorized
        }
        let session = Session(token: token, account: account)
        // A sign-in or sign-out by hand while the source answered wins.
        guard tokenApplies else { return try await stored.current() }
        try await stored.signIn(session)
        return session
    }

    /// Stores `session`; the outside token no longer applies in this run.
    public func signIn(_ session: Session) async throws {
        tokenApplies = false
        try await stored.signIn(session)
    }

    /// Forgets the session; the outside token no longer applies in this run.
    public func signOut() async throws {
        tokenApplies = false
        try await stored.signOut()
    }
}
