import Foundation

/// A unique token that identifies one registration in a ``HandlerRegistry``.
///
/// Every call to a `register` method returns a fresh key. Keep it when you need to remove the
/// registration later (`unregister(key:)`); throw it away when the registration should live as long
/// as its owner. Two keys are equal only if they came from the same registration.
public struct RegistryKey: Hashable, Sendable, CustomStringConvertible {
    private let id: UUID

    /// Creates a new key that is different from every other key.
    public init() {
        id = UUID()
    }

    public var description: String {
        "RegistryKey(\(id.uuidString.prefix(8)))"
    }
}
