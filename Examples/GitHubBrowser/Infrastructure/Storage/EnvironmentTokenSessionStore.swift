import GitHubBrowserDomain

/// A `SessionStore` that puts a token given from outside the app — `GITHUB_TOKEN` — before the
/// stored session, so the Account tab shows whom that token belongs to.
///
/// Use it with `--source github` when `GITHUB_TOKEN` is set, wrapping the stored sessions:
/// - Reading the session asks the source whose token it is (`GET /user`) the first time, then
///   answers from memory. Reads made while that request is in flight (the launch's and the
///   Account tab's, say) wait for its answer instead of asking again. The token is never written to the database: it stays where the user
///   put it, and a launch without it shows the stored session again.
/// - A token the source refuses (`DataSourceError/unauthorized`) fails that read and is not
///   tried again in this run: the stored session (if any) is shown from then on.
/// - Once the user signs in or out by hand, the outside token no longer applies in this run, so
///   what they chose is what they see.
public actor EnvironmentTokenSessionStore<Stored: SessionStore, Source: AccountSource>: SessionStore {
    private let token: AccessToken
    private let stored: Stored
    private let source: Source
    /// Whether `token` still decides the session in this run.
    private var tokenApplies = true
    /// The session of `token`, once the source has confirmed it.
    private var confirmed: Session?
    /// The request asking the source whose `token` it is, while it is in flight.
    private var confirming: Task<Account, any Error>?

    /// Wraps `stored`, putting first the session of `token`, as `source` confirms it.
    public init(token: AccessToken, stored: Stored, source: Source) {
        self.token = token
        self.stored = stored
        self.source = source
    }

    /// The session of the outside token (confirmed by the source on first read), or the stored
    /// one once that token no longer applies.
    /// - Throws: what the source throws when it cannot confirm the token, or what the stored
    ///   sessions throw.
    public func current() async throws -> Session? {
        guard tokenApplies else { return try await stored.current() }
        if let confirmed { return confirmed }
        let request: Task<Account, any Error>
        if let confirming {
            request = confirming
        } else {
            let source = source, token = token
            request = Task { try await source.account(for: token) }
            confirming = request
        }
        let account: Account
        do {
            defer { if confirming == request { confirming = nil } }
            account = try await request.value
        } catch DataSourceError.unauthorized {
            tokenApplies = false
            throw DataSourceError.unauthorized
        }
        // A sign-in or sign-out by hand while the source answered wins.
        guard tokenApplies else { return try await stored.current() }
        let session = Session(token: token, account: account)
        confirmed = session
        return session
    }

    /// The token API requests should carry now: the outside token while it applies — as given,
    /// without asking the source — else the stored session's token, or `nil` when signed out. The
    /// outside token stops applying once the user signs in or out by hand, or once reading the
    /// session has found it refused.
    ///
    /// Use it as the API client's token provider, so requests follow a sign-in or sign-out by hand.
    public func requestToken() async -> AccessToken? {
        guard tokenApplies else { return try? await stored.current()?.token }
        return token
    }

    /// Stores `session`; the outside token no longer applies in this run.
    public func signIn(_ session: Session) async throws {
        tokenApplies = false
        confirmed = nil
        confirming = nil
        try await stored.signIn(session)
    }

    /// Forgets the stored session; the outside token no longer applies in this run.
    public func signOut() async throws {
        tokenApplies = false
        confirmed = nil
        confirming = nil
        try await stored.signOut()
    }
}
