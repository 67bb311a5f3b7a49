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
///
/// An app that kept its session elsewhere before (the iOS app kept it in its database) passes that
/// store as `movingFrom`: a session found there while the Keychain has none is moved into the
/// Keychain and deleted there, and signing in or out clears it too, so the old copy of the token
/// neither stays behind nor comes back after a sign-out.
public final class KeychainSessionStore: SessionStore {
    /// The item's service: the app's.
    public static let service = "org.strata.github-browser"
    /// The item's account: the one session.
    public static let account = "session"

    private let item: any SecretItem
    private let earlierStore: (any SessionStore)?

    #if canImport(Security)
    /// A store over the Keychain item of `service` and `account` that takes over the session of
    /// `earlierStore`, if any (see the type's discussion).
    public convenience init(
        service: String = KeychainSessionStore.service, account: String = KeychainSessionStore.account,
        movingFrom earlierStore: (any SessionStore)? = nil
    ) {
        self.init(item: KeychainItem(service: service, account: account), movingFrom: earlierStore)
    }
    #endif

    /// A store over `item` that takes over the session of `earlierStore`, if any.
    init(item: any SecretItem, movingFrom earlierStore: (any SessionStore)? = nil) {
        self.item = item
        self.earlierStore = earlierStore
    }

    /// The stored session, or `nil` when signed out. A session only the earlier store holds is
    /// moved into the Keychain first.
    public func current() async throws -> Session? {
        guard let data = try item.read() else { return try await moveEarlierSession() }
        do {
            return try JSONDecoder().decode(Session.self, from: data)
        } catch {
            // Not the decoder's words: they could quote what the item holds.
            throw DataSourceError.storage(detail: "The session in the keychain cannot be read; sign out and in again.")
        }
    }

    /// Stores `session`, replacing any previous one (the earlier store's included).
    public func signIn(_ session: Session) async throws {
        try item.write(try JSONEncoder().encode(session))
        try await earlierStore?.signOut()
    }

    /// Deletes the session (token and account), from the earlier store too.
    public func signOut() async throws {
        try item.delete()
        try await earlierStore?.signOut()
    }

    /// Moves the earlier store's session, if it has one, into the Keychain, and returns it.
    private func moveEarlierSession() async throws -> Session? {
        guard let earlierStore, let session = try await earlierStore.current() else { return nil }
        try await signIn(session)
        return session
    }
}
