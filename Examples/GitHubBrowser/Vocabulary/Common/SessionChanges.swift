/// Tells every screen that the user signed out, so each drops what belonged to the user: the book's
/// "reset the state on logout".
///
/// One instance lives in `BrowserDependencies`; the Account screen reports the sign-out, and
/// whoever holds data fetched with the user's token observes it: the Search presenter clears its
/// results, the Public tab resets its list, the app coordinator closes every pushed screen (a
/// repository seen with the user's token). Local favourites are the device's, not the account's:
/// they stay.
///
/// ```swift
/// let changes = SessionChanges()
/// changes.observeSignOut(presenter) { presenter in presenter.reset() }
/// changes.signedOut()
/// ```
///
/// Observers are held weakly: an observer that is gone is skipped and forgotten.
@MainActor
public final class SessionChanges {
    private struct Observer {
        weak var object: AnyObject?
        let handler: @MainActor (AnyObject) -> Void
    }

    private var observers: [Observer] = []

    /// Creates a hub with no observers.
    nonisolated public init() {}

    /// Calls `handler` with `observer` after every sign-out, for as long as `observer` lives.
    public func observeSignOut<Object: AnyObject>(_ observer: Object, _ handler: @escaping @MainActor (Object) -> Void) {
        observers.append(Observer(object: observer) { object in
            if let object = object as? Object { handler(object) }
        })
    }

    /// Reports a sign-out: every live observer's handler runs, in the order they were added.
    public func signedOut() {
        observers.removeAll { $0.object == nil }
        for observer in observers {
            if let object = observer.object { observer.handler(object) }
        }
    }

    /// How many observers are still alive.
    public var observerCount: Int {
        observers.filter { $0.object != nil }.count
    }
}
