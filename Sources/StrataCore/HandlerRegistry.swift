import Foundation

/// An ordered list of handlers that are all called with the same value when something happens.
///
/// `HandlerRegistry` is the building block behind Strata's alert clients and dispatchers: an
/// *input* section registers handlers once, and the *output* side emits values to them.
///
/// ```swift
/// let taps = HandlerRegistry<ButtonTap>()
/// let key = taps.register { tap in print("tapped", tap) }
/// taps.register(where: { $0 == .cancel }) { _ in print("cancelled") }
/// taps.emit(.ok)          // prints "tapped ok"
/// taps.unregister(key: key)
/// ```
///
/// ## Ordering and re-entrancy
/// Handlers run in registration order. Changing the registry from inside a handler is well-defined:
/// - a handler registered during ``emit(_:)`` is *not* called for the value being emitted, only for
///   later ones;
/// - a handler unregistered during ``emit(_:)`` before its turn is *not* called;
/// - emitting from inside a handler runs a nested emission to completion first (depth-first), with
///   the same rules.
///
/// The registry is a reference type because handlers commonly capture and mutate it. It is not
/// `Sendable`: keep it on one actor (usually the main actor, like the screen that owns it).
public final class HandlerRegistry<Value> {
    private struct Entry {
        let key: RegistryKey
        let predicate: ((Value) -> Bool)?
        let handler: (Value) -> Void
    }

    private var entries: [Entry] = []
    private var liveKeys: Set<RegistryKey> = []

    /// Creates an empty registry.
    public init() {}

    /// The number of registered handlers.
    public var count: Int { entries.count }

    /// Whether no handler is registered.
    public var isEmpty: Bool { entries.isEmpty }

    /// Whether `key` identifies a registration that is still active.
    public func contains(_ key: RegistryKey) -> Bool {
        liveKeys.contains(key)
    }

    /// Registers a handler that is called for every emitted value.
    ///
    /// - Returns: A key that removes this handler when passed to ``unregister(key:)``.
    @discardableResult
    public func register(_ handler: @escaping (Value) -> Void) -> RegistryKey {
        append(predicate: nil, handler: handler)
    }

    /// Registers a handler that is called only for values that satisfy `predicate`.
    ///
    /// Use it to react to one case of an enum, such as one button of an alert.
    @discardableResult
    public func register(
        where predicate: @escaping (Value) -> Bool,
        _ handler: @escaping (Value) -> Void
    ) -> RegistryKey {
        append(predicate: predicate, handler: handler)
    }

    /// Removes the handler registered under `key`.
    ///
    /// - Returns: `true` if the key was registered, `false` if it was unknown or already removed.
    @discardableResult
    public func unregister(key: RegistryKey) -> Bool {
        guard liveKeys.remove(key) != nil else { return false }
        entries.removeAll { $0.key == key }
        return true
    }

    /// Removes every handler.
    public func removeAll() {
        entries.removeAll()
        liveKeys.removeAll()
    }

    /// Calls every matching handler with `value`, in registration order.
    ///
    /// See the type's discussion for what happens when handlers change the registry meanwhile.
    public func emit(_ value: Value) {
        let current = entries
        for entry in current where liveKeys.contains(entry.key) {
            if let predicate = entry.predicate, !predicate(value) { continue }
            entry.handler(value)
        }
    }

    private func append(predicate: ((Value) -> Bool)?, handler: @escaping (Value) -> Void) -> RegistryKey {
        let key = RegistryKey()
        entries.append(Entry(key: key, predicate: predicate, handler: handler))
        liveKeys.insert(key)
        return key
    }
}

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
