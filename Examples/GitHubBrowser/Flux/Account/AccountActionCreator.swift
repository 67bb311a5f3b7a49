import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The session's action creator: it reads the session, signs in and signs out through the use
/// cases and dispatches each step. The token goes from the form to the use case and nowhere else:
/// no action or store holds it.
@MainActor
public final class AccountActionCreator {
    private let dispatcher: Dispatcher<AccountAction>
    private let store: FluxStore<AccountState, AccountAction>
    private let session: SessionUseCases
    private let sessionChanges: SessionChanges
    private var signingIn: Task<Void, Never>?

    /// Creates the action creator of `store`, which is registered with `dispatcher`.
    public init(dispatcher: Dispatcher<AccountAction>, store: FluxStore<AccountState, AccountAction>, session: SessionUseCases, sessionChanges: SessionChanges) {
        self.dispatcher = dispatcher
        self.store = store
        self.session = session
        self.sessionChanges = sessionChanges
    }

    /// Reads who is signed in, unless a sign-in or a sign-out is under way.
    @discardableResult
    public func readSession() -> Task<Void, Never>? {
        switch store.state.phase {
        case .signingIn, .signingOut: return nil
        case .loading, .signedOut, .signedIn: break
        }
        let (dispatcher, showAccount) = (dispatcher, session.showAccount)
        return Task {
            do throws(AppError) {
                dispatcher.dispatchFromActionCreator(.sessionRead(try await showAccount()))
            } catch {
                dispatcher.dispatchFromActionCreator(.sessionReadFailed(error))
            }
        }
    }

    /// Signs in with `token`, when signed out.
    @discardableResult
    public func signIn(token: String) -> Task<Void, Never>? {
        guard store.state.phase == .signedOut else { return nil }
        dispatcher.dispatchFromActionCreator(.signInStarted)
        let (dispatcher, signIn) = (dispatcher, session.signIn)
        let task = Task {
            do throws(AppError) {
                dispatcher.dispatchFromActionCreator(.signedIn(try await signIn(token: token)))
            } catch {
                dispatcher.dispatchFromActionCreator(.signInFailed(error))
            }
        }
        signingIn = task
        return task
    }

    /// Abandons a sign-in under way (the sheet was closed): its answer is never dispatched, and the
    /// form comes back without an alert.
    public func cancelSignIn() {
        guard store.state.phase == .signingIn else { return }
        signingIn?.cancel()
        signingIn = nil
        dispatcher.dispatchFromActionCreator(.signInFailed(.cancelled))
    }

    /// Signs out, when signed in; once the session is gone, every feature hears of it through
    /// `SessionChanges` and drops what it loaded with the token.
    @discardableResult
    public func signOut() -> Task<Void, Never>? {
        guard store.state.phase.isSignedIn else { return nil }
        dispatcher.dispatchFromActionCreator(.signOutStarted)
        let (dispatcher, signOut, sessionChanges) = (dispatcher, session.signOut, sessionChanges)
        return Task {
            do throws(AppError) {
                try await signOut()
                dispatcher.dispatchFromActionCreator(.signedOut)
                sessionChanges.signedOut()
            } catch {
                dispatcher.dispatchFromActionCreator(.signOutFailed(error))
            }
        }
    }
}
