/// A slice selected by a key path, shared by every subscriber that selects the same key path.
///
/// When the key path names stored properties only, the slice is read straight from its offset in the
/// state's memory, which is much cheaper than a key path projection.
@MainActor
@usableFromInline
final class KeyPathSelection<State, Value: Equatable>: Selection<State> {
    @usableFromInline var current: Value
    @usableFromInline var subscribers = SubscriberList<Value>()
    /// Where a bitwise-copyable slice of 1, 2, 4 or 8 bytes lies in the state: the store then compares
    /// its bits before calling ``Selection/check``.
    @usableFromInline let watch: (offset: Int, size: Int)?

    @inlinable
    init(keyPath: KeyPath<State, Value>, state: State) {
        current = state[keyPath: keyPath]
        let offset = MemoryLayout<State>.offset(of: keyPath)
        let size = MemoryLayout<Value>.size
        if let offset, _isPOD(Value.self), [1, 2, 4, 8].contains(size) {
            watch = (offset, size)
        } else {
            watch = nil
        }
        super.init()
        // `unowned(unsafe)`: the store drops a selection and its check together.
        if let offset {
            check = { [unowned(unsafe) self] state in
                let value = UnsafeRawPointer(state).load(fromByteOffset: offset, as: Value.self)
                guard value != self.current else { return false }
                self.current = value
                return self.subscribers.deliver(value)
            }
        } else {
            check = { [unowned(unsafe) self] state in
                let value = state.pointee[keyPath: keyPath]
                guard value != self.current else { return false }
                self.current = value
                return self.subscribers.deliver(value)
            }
        }
    }

    override func deactivate(id: Int) {
        subscribers.deactivate(id: id)
    }

    override func compact(removed: inout [Int]) -> Bool {
        subscribers.compact(removed: &removed)
    }
}
