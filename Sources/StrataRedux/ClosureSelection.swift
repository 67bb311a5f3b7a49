/// A slice selected by a closure, for one subscriber; skips repeats when given an equality.
@MainActor
@usableFromInline
final class ClosureSelection<State, Value>: Selection<State> {
    @usableFromInline var current: Value
    @usableFromInline var subscribers = SubscriberList<Value>()

    @inlinable
    init(select: @escaping (State) -> Value, isDuplicate: ((Value, Value) -> Bool)?, state: State) {
        current = select(state)
        super.init()
        check = { [unowned(unsafe) self] state in
            let value = select(state.pointee)
            if let isDuplicate, isDuplicate(self.current, value) { return false }
            self.current = value
            return self.subscribers.deliver(value)
        }
    }

    override func deactivate(id: Int) {
        subscribers.deactivate(id: id)
    }

    override func compact(removed: inout [Int]) -> Bool {
        subscribers.compact(removed: &removed)
    }
}
