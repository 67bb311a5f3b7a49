/// A slice selected by a key path, shared by every subscriber that selects the same key path.
///
/// When the key path names stored properties only, the slice is read straight from its offset in the
/// state's memory, which is much cheaper than a key path projection.
@MainActor
@usableFromInline
final class KeyPathSelection<State, Value: Equatable>: Selection<State> {
    @usableFromInline let keyPath: KeyPath<State, Value>
    @usableFromInline let offset: Int?
    @usableFromInline var current: Value
    @usableFromInline var subscribers = SubscriberList<Value>()

    init(keyPath: KeyPath<State, Value>, state: State) {
        self.keyPath = keyPath
        offset = MemoryLayout<State>.offset(of: keyPath)
        current = state[keyPath: keyPath]
    }

    @inlinable
    override func stateDidChange(_ state: UnsafePointer<State>) {
        let value: Value
        if let offset {
            value = UnsafeRawPointer(state).load(fromByteOffset: offset, as: Value.self)
        } else {
            value = state.pointee[keyPath: keyPath]
        }
        guard value != current else { return }
        current = value
        subscribers.deliver(value)
    }

    override func deactivate(id: Int) {
        subscribers.deactivate(id: id)
    }

    override func compact() -> Bool {
        subscribers.compact()
    }
}
