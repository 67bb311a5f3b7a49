import Foundation
import GitHubBrowserDomain
@testable import GitHubBrowserIOSKeychain
import Synchronization
import Testing

/// ``KeychainSessionStore`` over an item in memory (the Keychain itself exists only on Apple's
/// platforms), and the meaning of the Keychain's statuses.
@Suite("KeychainSessionStore")
struct KeychainSessionStoreTests {
    /// A ``SecretItem`` in memory; `failure` makes every call throw it.
    final class MemoryItem: SecretItem {
        let stored = Mutex<Data?>(nil)
        let failure = Mutex<DataSourceError?>(nil)

        func read() throws -> Data? {
            if let failure = failure.withLock({ $0 }) { throw failure }
            return stored.withLock { $0 }
        }

        func write(_ data: Data) throws {
            if let failure = failure.withLock({ $0 }) { throw failure }
            stored.withLock { $0 = data }
        }

        func delete() throws {
            if let failure = failure.withLock({ $0 }) { throw failure }
            stored.withLock { $0 = nil }
        }
    }

    /// A session store in memory: the store the app kept its session in before the Keychain.
    final class MemorySessions: SessionStore {
        let stored = Mutex<Session?>(nil)
        func current() async throws -> Session? { stored.withLock { $0 } }
        func signIn(_ session: Session) async throws { stored.withLock { $0 = session } }
        func signOut() async throws { stored.withLock { $0 = nil } }
    }

    static func session() throws -> Session {
        Session(token: try AccessToken("gho_keychain-token"), account: Account(login: "mona", name: "Mona Lisa", publicRepositoryCount: 8))
    }

    @Test("nobody is signed in at first; a session signed in is read back; signing out deletes it")
    func roundTrip() async throws {
        let item = MemoryItem()
        let store = KeychainSessionStore(item: item)
        #expect(try await store.current() == nil)
        try await store.signIn(try Self.session())
        #expect(try await store.current() == (try Self.session()))
        #expect(item.stored.withLock { $0 } != nil)
        try await store.signOut()
        #expect(try await store.current() == nil)
        #expect(item.stored.withLock { $0 } == nil)
    }

    @Test("an item that is not a session is a storage failure that does not quote it")
    func unreadable() async throws {
        let item = MemoryItem()
        item.stored.withLock { $0 = Data(#"{"token":"gho_leaked token"}"#.utf8) }
        await #expect { try await KeychainSessionStore(item: item).current() } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains("cannot be read") && !detail.contains("gho_leaked")
        }
    }

    @Test("the Keychain's failures reach the caller")
    func failuresPass() async throws {
        let item = MemoryItem()
        item.failure.withLock { $0 = .storage(detail: "locked") }
        await #expect(throws: DataSourceError.storage(detail: "locked")) { try await KeychainSessionStore(item: item).signIn(try Self.session()) }
    }

    @Test("success is no failure; every other status is a storage failure saying what to do")
    func statuses() throws {
        #expect(KeychainStatus.failure(0, while: "reading the session") == nil)
        let cases: [(Int32, String)] = [
            (-25308, "The keychain is locked while reading the session"),
            (-34018, "not signed with a keychain entitlement"),
            (-25300, "not in the keychain any more"),
            (-25299, "(OSStatus -25299)"),
            (-50, "(OSStatus -50)"),
        ]
        for (status, text) in cases {
            guard case let .storage(detail) = KeychainStatus.failure(status, while: "reading the session") else {
                Issue.record("status \(status) is not a storage failure")
                continue
            }
            #expect(detail.contains(text), "status \(status): \(detail)")
        }
        #expect(throws: DataSourceError.self) { try KeychainStatus.check(-25308, while: "storing the session") }
    }

    @Test("a session only the earlier store holds moves into the Keychain and leaves that store; a sign-out later does not bring it back")
    func movesTheEarlierSession() async throws {
        let item = MemoryItem()
        let earlier = MemorySessions()
        try await earlier.signIn(try Self.session())
        let store = KeychainSessionStore(item: item, movingFrom: earlier)
        #expect(try await store.current() == (try Self.session()))
        #expect(item.stored.withLock { $0 } != nil, "the Keychain holds it now")
        #expect(earlier.stored.withLock { $0 } == nil, "the earlier store no longer does")
        #expect(try await store.current() == (try Self.session()), "and it is read from the Keychain from now on")

        try await store.signOut()
        #expect(try await store.current() == nil)
        #expect(item.stored.withLock { $0 } == nil && earlier.stored.withLock { $0 } == nil)
    }

    @Test("signing in or out clears a copy the earlier store still holds, so it cannot come back")
    func clearsTheEarlierCopy() async throws {
        let item = MemoryItem()
        let earlier = MemorySessions()
        let store = KeychainSessionStore(item: item, movingFrom: earlier)
        let stale = Session(token: try AccessToken("gho_stale-token"), account: Account(login: "octo", name: nil, publicRepositoryCount: 1))
        try await earlier.signIn(stale)
        try await store.signIn(try Self.session())
        #expect(earlier.stored.withLock { $0 } == nil, "signing in cleared the earlier copy")

        try await earlier.signIn(stale) // a copy the move could not delete, say
        try await store.signOut()
        #expect(earlier.stored.withLock { $0 } == nil, "signing out cleared it")
        #expect(try await store.current() == nil, "nobody is signed in after a sign-out")
    }
}
