import GitHubBrowserDomain
import Synchronization

/// A session store in memory.
final class InMemorySessions: SessionStore {
    private let stored = Mutex<Session?>(nil)

    func current() async throws -> Session? { stored.withLock { $0 } }
    func signIn(_ session: Session) async throws { stored.withLock { $0 = session } }
    func signOut() async throws { stored.withLock { $0 = nil } }
}

/// A source that knows one valid token.
struct OneTokenAccountSource: AccountSource {
    let validToken: String
    let account: Account

    func account(for token: AccessToken) async throws -> Account {
        guard token.secret == validToken else { throw DataSourceError.unauthorized }
        return account
    }
}
