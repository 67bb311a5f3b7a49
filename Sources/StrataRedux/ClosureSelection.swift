/// A slice selected by a closure, for one subscriber; skips repeats when given an equality.
@MainActor
@usableFromInline
final class ClosureSelection<State, Value>: Selection<State> {
    @usableFromInline let select: (State) -> Value
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?
    @usableFromInline var current: Value
    @usableFromInline var subscribers = SubscriberList<Value>()

    init(select: @escaping (State) -> Value, isDuplicate: ((Value, Value) -> Bool)?, state: State) {
        self.select = select
        self.isDuplicate = isDuplicate
        current = select(state)
    }

    @inlinable
    override func stateDidChange(_ state: UnsafePointer<State>) {
        let value = select(state.pointee)
        if let isDuplicate, isDuplicate(current, value) { return }
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
