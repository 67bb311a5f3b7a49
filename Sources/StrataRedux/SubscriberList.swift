/// The subscribers of one selection: weakly held objects and their callbacks.
@MainActor
@usableFromInline
struct SubscriberList<Value> {
    @usableFromInline
    struct Entry {
        @usableFromInline let id: Int
        @usableFromInline weak var subscriber: AnyObject?
        @usableFromInline let callback: (AnyObject, Value) -> Void
        @usableFromInline var isActive: Bool
    }

    @usableFromInline var entries: ContiguousArray<Entry> = []
    @usableFromInline var needsCompaction = false

    @usableFromInline init() {}

    var isEmpty: Bool { entries.isEmpty }

    mutating func append(id: Int, subscriber: AnyObject, callback: @escaping (AnyObject, Value) -> Void) {
        entries.append(Entry(id: id, subscriber: subscriber, callback: callback, isActive: true))
    }

    mutating func deactivate(id: Int) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        entries[index].isActive = false
        needsCompaction = true
    }

    /// Calls every live subscriber; marks deallocated ones for removal.
    @inlinable
    mutating func deliver(_ value: Value) {
        let count = entries.count
        var index = 0
        while index < count {
            let entry = entries[index]
            if entry.isActive, let subscriber = entry.subscriber {
                entry.callback(subscriber, value)
            } else {
                entries[index].isActive = false
                needsCompaction = true
            }
            index += 1
        }
    }

    /// Removes inactive entries. Returns whether the list is empty afterwards.
    mutating func compact() -> Bool {
        if needsCompaction {
            needsCompaction = false
            entries.removeAll { !$0.isActive || $0.subscriber == nil }
        }
        return entries.isEmpty
    }
}
