/// How a selection reads its slice from the state.
@usableFromInline
enum SliceReader<State, Value> {
    /// A stored property at a byte offset (see `StoredPropertyReading`).
    case storedProperty(offset: Int)
    /// Any other key path, projected.
    case keyPath(KeyPath<State, Value>)
    /// A selector closure.
    case closure((State) -> Value)

    @inlinable
    init(keyPath: KeyPath<State, Value>) {
        if let offset = StoredPropertyReading.offset(of: keyPath) {
            self = .storedProperty(offset: offset)
        } else {
            self = .keyPath(keyPath)
        }
    }

    /// The slice in `state`.
    @inlinable
    func read(_ state: inout State) -> Value {
        switch self {
        case .storedProperty(let offset): StoredPropertyReading.read(&state, at: offset, as: Value.self)
        case .keyPath(let keyPath): state[keyPath: keyPath]
        case .closure(let select): select(state)
        }
    }
}
