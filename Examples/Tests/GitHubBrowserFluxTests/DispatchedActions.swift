import StrataFlux

/// A test double of a feature's view: it registers with the feature's dispatcher and records
/// every action dispatched, in order.
@MainActor
final class DispatchedActions<Action> {
    private(set) var all: [Action] = []

    init(_ dispatcher: Dispatcher<Action>) {
        dispatcher.register { [unowned self] action in all.append(action) }
    }
}
