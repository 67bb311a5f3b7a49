import GitHubBrowserDomain
import Synchronization

/// A session store in memory.
public final class InMemorySessions: SessionStore {
    private let stored = Mutex<Session?>(nil)

    /// Creates an empty store: nobody signed in.
    public init() {}

    public func current() async throws -> Session? { stored.withLock { $0 } }
    public func signIn(_ session: Session) async throws { stored.withLock { $0 = session } }
    public func signOut() async throws { stored.withLock { $0 = nil } }
}

/// A source that knows one valid token.
public struct OneTokenAccountSource: AccountSource {
    public let validToken: String
    public let account: Account

    /// A source that accepts `validToken` as `account`'s.
    public init(validToken: String, account: Account) {
        self.validToken = validToken
        self.account = account
    }

    public func account(for token: AccessToken) async throws -> Account {
        guard token.secret == validToken else { throw DataSourceError.unauthorized }
        return account
    }
}
