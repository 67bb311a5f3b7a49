import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The account feature's Flux parts: its dispatcher, its store (where the session stands, and a
/// failure to show) and its action creator. One container serves the Account tab and the sign-in
/// sheet, so signing in on either shows on both.
@MainActor
public final class AccountContainer {
    /// The hub of the session's actions.
    public let dispatcher = Dispatcher<AccountAction>()
    /// The session's phase and a failure to show.
    public let store: FluxStore<AccountState, AccountAction>
    /// Reads the session, signs in and signs out.
    public let actionCreator: AccountActionCreator

    /// Creates the parts over `session`; a sign-out is reported to `sessionChanges`, where the other
    /// features' stores and the app coordinator follow it — and so does this store, when the session
    /// is forgotten elsewhere (GitHub refused it on another screen).
    public init(session: SessionUseCases, sessionChanges: SessionChanges) {
        store = FluxStore(initialState: AccountState(), dispatcher: dispatcher, reduce: AccountReducer.reduce)
        actionCreator = AccountActionCreator(dispatcher: dispatcher, store: store, session: session, sessionChanges: sessionChanges)
        sessionChanges.observeSignOut(actionCreator) { actionCreator in actionCreator.signedOutElsewhere() }
    }
}
