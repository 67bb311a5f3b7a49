import GitHubBrowserDomain

/// The input port of the Account screen's sign-in form. ``SignIn`` implements it.
public protocol SignInUseCase: Sendable {
    /// Checks `token` with the source, stores the session and returns the account.
    /// - Throws: ``AppError/invalidToken(_:)`` for a malformed token, ``AppError/unauthorized`` for
    ///   one the source refuses.
    func callAsFunction(token: String) async throws(AppError) -> Account
}

/// The input port of the Account screen's sign-out. ``SignOut`` implements it.
public protocol SignOutUseCase: Sendable {
    /// Forgets the session and everything tied to the user (not the local favourites).
    func callAsFunction() async throws(AppError)
}

/// The input port of the Account screen's account view. ``ShowAccount`` implements it.
public protocol ShowAccountUseCase: Sendable {
    /// The signed-in account, or `nil` when nobody is signed in.
    func callAsFunction() async throws(AppError) -> Account?
}

/// Signs in with a personal access token, after the source has confirmed whom it belongs to.
///
/// Use it from the Account tab's sign-in form. A malformed token fails with
/// ``AppError/invalidToken(_:)`` before any request; a token the source rejects fails with
/// ``AppError/unauthorized`` and nothing is stored.
public struct SignIn: SignInUseCase {
    private let source: any AccountSource
    private let sessions: any SessionStore

    /// Creates the use case.
    public init(source: some AccountSource, sessions: some SessionStore) {
        self.source = source
        self.sessions = sessions
    }

    /// Validates `tokenText` against the source, stores the session and returns the account.
    public func callAsFunction(token tokenText: String) async throws(AppError) -> Account {
        let token = try AppError.capture { try AccessToken(tokenText) }
        let account = try await AppError.capture { try await source.account(for: token) }
        try await AppError.capture { try await sessions.signIn(Session(token: token, account: account)) }
        return account
    }
}

/// Signs out: forgets the token, the account and everything tied to the user — but keeps the
/// device's local favourites.
public struct SignOut: SignOutUseCase {
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

/// The signed-in account, for the Account tab.
public struct ShowAccount: ShowAccountUseCase {
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
