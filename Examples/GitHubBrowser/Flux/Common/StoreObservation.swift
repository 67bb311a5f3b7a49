import StrataCore
import StrataFlux

/// The observers a view model registered on its stores, removed together when it goes away.
@MainActor
final class StoreObservation {
    private var removals: [@MainActor () -> Void] = []

    /// Calls `onChange` after every change of `store`, for as long as this observation lives.
    func observe<State, Action>(_ store: FluxStore<State, Action>, _ onChange: @escaping @MainActor () -> Void) {
        let key = store.addObserver { _ in onChange() }
        removals.append { [weak store] in store?.removeObserver(key) }
    }

    isolated deinit {
        for remove in removals { remove() }
    }
}
