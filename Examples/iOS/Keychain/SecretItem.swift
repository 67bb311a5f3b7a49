import Foundation

/// One secret the app keeps — read, replaced or deleted whole. ``KeychainSessionStore`` keeps the
/// session in one; `KeychainItem` is the Keychain's (on Apple's platforms), and tests pass one in
/// memory.
protocol SecretItem: Sendable {
    /// The secret's bytes, or `nil` when there is none.
    func read() throws -> Data?

    /// Stores `data`, replacing any secret there was.
    func write(_ data: Data) throws

    /// Deletes the secret; deleting none is not a failure.
    func delete() throws
}
