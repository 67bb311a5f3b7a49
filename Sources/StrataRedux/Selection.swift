/// One selected slice of a store's state and the subscribers that receive it.
///
/// `check` compares the slice once per dispatch, whatever the number of subscribers, and calls the
/// subscribers only when it changed. Subclasses build it where their generic types are known, so that
/// the comparison is specialised code rather than generic witness calls.
@MainActor
@usableFromInline
class Selection<State> {
    /// Checks the slice in the state at the given address and notifies when it changed. Returns
    /// whether it met a deallocated subscriber (the selection then needs compacting).
    @usableFromInline var check: (UnsafePointer<State>) -> Bool = { _ in false }

    @inlinable init() {}

    func deactivate(id: Int) {}

    /// Removes cancelled and deallocated subscribers, adding their ids to `removed`. Returns whether
    /// none are left.
    func compact(removed: inout [Int]) -> Bool { true }
}
