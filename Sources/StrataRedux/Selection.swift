/// One selected slice of a store's state and the subscribers that receive it.
///
/// Subclasses compare the slice once per dispatch, whatever the number of subscribers, and call the
/// subscribers only when it changed.
@MainActor
@usableFromInline
class Selection<State> {
    @usableFromInline init() {}

    /// Checks the slice in the state at `state` and notifies when it changed.
    @usableFromInline
    func stateDidChange(_ state: UnsafePointer<State>) {}

    func deactivate(id: Int) {}

    /// Removes cancelled and deallocated subscribers. Returns whether none are left.
    func compact() -> Bool { true }
}
