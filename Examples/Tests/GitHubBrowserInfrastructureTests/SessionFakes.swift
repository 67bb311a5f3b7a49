import GitHubBrowserDomain

/// Sessions kept in memory, counting the writes.
actor InMemorySessionStore: SessionStore {
    private(set) var session: Session?
    private(set) var writes = 0

    init(_ session: Session? = nil) {
        self.session = session
    }

    func current() async throws -> Session? { session }

    func signIn(_ session: Session) async throws {
        self.session = session
        writes += 1
    }

    func signOut() async throws {
        session = nil
        writes += 1
    }
}

/// An account source that knows one token, or fails with a given error, counting the requests.
actor ScriptedAccountSource: AccountSource {
    private let validToken: AccessToken
    private let account: Account
    private var failure: DataSourceError?
    private(set) var requests = 0

    init(validToken: AccessToken, account: Account, failure: DataSourceError? = nil) {
        self.validToken = validToken
        self.account = account
        self.failure = failure
    }

    func fail(with failure: DataSourceError?) {
        self.failure = failure
    }

    func account(for token: AccessToken) async throws -> Account {
        requests += 1
        if let failure { throw failure }
        guard token == validToken else { throw DataSourceError.unauthorized }
        return account
    }
}

/// An account source whose answers wait until the test releases them, counting the requests: to
/// have several reads in flight at once.
actor HeldAccountSource: AccountSource {
    private let account: Account
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var released = false
    private(set) var requests = 0

    init(account: Account) {
        self.account = account
    }

    func account(for token: AccessToken) async throws -> Account {
        requests += 1
        if !released { await withCheckedContinuation { waiting.append($0) } }
        return account
    }

    /// Answers every request waiting now, and every later one straight away.
    func release() {
        released = true
        waiting.forEach { $0.resume() }
        waiting.removeAll()
    }
}
