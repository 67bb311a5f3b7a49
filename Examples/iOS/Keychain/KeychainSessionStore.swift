import Foundation
import GitHubBrowserDomain

/// The signed-in session kept in the Keychain: the iOS app's `SessionStore`.
///
/// The token and the account are one generic-password item (``service`` and ``account``),
/// readable only after the device's first unlock and never copied to another device or restored
/// from a backup onto one (`kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`). Signing out deletes
/// the item. Every failure is a `DataSourceError.storage` whose detail says what to do.
///
/// Use it on Apple's platforms, where the Keychain is the place for secrets; the terminal app keeps
/// its session in its private database file instead (Linux has no Keychain).
public final class KeychainSessionStore: SessionStore {
    /// The item's service: the app's.
    public static let service = "org.strata.github-browser"
    /// The item's account: the one session.
    public static let account = "session"

    private let item: any SecretItem

    #if canImport(Security)
    /// A store over the Keychain item of `service` and `account`.
    public convenience init(service: String = KeychainSessionStore.service, account: String = KeychainSessionStore.account) {
        self.init(item: KeychainItem(service: service, account: account))
    }
    #endif

    /// A store over `item`.
    init(item: any SecretItem) {
        self.item = item
    }

    /// The stored session, or `nil` when signed out.
    public func current() async throws -> Session? {
        guard let data = try item.read() else { return nil }
        do {
            return try JSONDecoder().decode(Session.self, from: data)
        } catch {
            // Not the decoder's words: they could quote what the item holds.
            throw DataSourceError.storage(detail: "The session in the keychain cannot be read; sign out and in again.")
        }
    }

    /// Stores `session`, replacing any previous one.
    public func signIn(_ session: Session) async throws {
        try item.write(try JSONEncoder().encode(session))
    }

    /// Deletes the session (token and account).
    public func signOut() async throws {
        try item.delete()
    }
}
