/// The selections of one kind in a store, seen without their slice type: what the store needs to
/// cancel subscriptions and drop the selections nobody listens to any more.
///
/// Dispatches do not go through this class (its methods are not specialised for the store's
/// types): each group gives the store two closures, built where the types are known
/// (``SelectionGroup/makeCheck()`` and ``SelectionGroup/makeDelivery()``).
@MainActor
@usableFromInline
class Selection<State> {
    @inlinable init() {}

    /// Ends subscription `id` if this group has it. Returns whether it had.
    func remove(id: Int) -> Bool { false }

    /// Removes deallocated subscribers, adding their ids to `removed`, and the selections left with
    /// none. Returns whether the group has no selection left.
    func compact(removed: inout [Int]) -> Bool { true }

    /// How many selections of the group have at least one subscriber.
    var liveSelectionCount: Int { 0 }
}
