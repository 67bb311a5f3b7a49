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
}
