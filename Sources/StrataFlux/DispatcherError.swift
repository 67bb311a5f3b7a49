import StrataCore

/// Why a ``Dispatcher`` refused a request.
///
/// Every case describes a programming mistake in the wiring of stores, caught at the moment it happens
/// instead of turning into a silent reordering of state changes. Log it, fail the test, or surface it in
/// a debug build.
public enum DispatcherError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `dispatch` was called while another action was still being dispatched.
    ///
    /// A store callback (or something it called synchronously) tried to start a new dispatch. Flux
    /// forbids cascading dispatches: dispatch the follow-up action later, from an action creator.
    case reentrantDispatch

    /// `waitFor` was called outside a dispatch; it only makes sense from inside a store callback.
    case waitForOutsideDispatch

    /// `waitFor` named a key that is not (or no longer) registered with this dispatcher.
    case unknownKey(RegistryKey)

    /// `waitFor` would wait for a callback that is itself waiting, directly or through others:
    /// the listed keys form the cycle, starting with the callback that is waited for again.
    case circularWait([RegistryKey])

    public var description: String {
        switch self {
        case .reentrantDispatch:
            "Cannot dispatch in the middle of a dispatch: dispatch follow-up actions from an action creator."
        case .waitForOutsideDispatch:
            "waitFor(_:) can only be called from a store callback while an action is being dispatched."
        case let .unknownKey(key):
            "waitFor(_:) named \(key), which is not registered with this dispatcher."
        case let .circularWait(keys):
            "waitFor(_:) found a cycle: " + keys.map(\.description).joined(separator: " → ")
        }
    }
}
