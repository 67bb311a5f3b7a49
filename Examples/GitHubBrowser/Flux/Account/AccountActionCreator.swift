import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The session's action creator: it reads the session, signs in (with a token, or through GitHub's
/// device flow) and signs out through the use cases and dispatches each step. The token goes from
/// the form to the use case and nowhere else: no action or store holds it.
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
        case .signingIn, .signingInWithDevice, .signingOut: return nil
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

    /// Whether the app can sign in through GitHub's device flow (it has an OAuth app's client ID).
    public var offersDeviceSignIn: Bool { session.signInWithDevice != nil }

    /// Signs in through GitHub's device flow, when signed out: asks for a code, dispatches it for
    /// the screen to show, then waits for the user to enter it.
    @discardableResult
    public func signInWithDevice() -> Task<Void, Never>? {
        guard store.state.phase == .signedOut, let signInWithDevice = session.signInWithDevice else { return nil }
        dispatcher.dispatchFromActionCreator(.deviceSignInStarted)
        let (dispatcher, store) = (dispatcher, store)
        let task = Task {
            do throws(AppError) {
                let authorization = try await signInWithDevice.start()
                // Cancelled meanwhile: no code shown, no polling.
                guard !Task.isCancelled, store.state.phase == .signingInWithDevice(nil) else { throw .cancelled }
                dispatcher.dispatchFromActionCreator(.deviceCodeReceived(DeviceSignInPrompt(authorization)))
                dispatcher.dispatchFromActionCreator(.signedIn(try await signInWithDevice.finish(authorization)))
            } catch {
                if !Task.isCancelled { dispatcher.dispatchFromActionCreator(.deviceSignInFailed(error)) }
            }
        }
        signingIn = task
        return task
    }

    /// Stops waiting for a device sign-in: the polling stops and the form comes back, without an
    /// alert.
    public func cancelDeviceSignIn() {
        guard store.state.phase.isSigningInWithDevice else { return }
        signingIn?.cancel()
        signingIn = nil
        dispatcher.dispatchFromActionCreator(.deviceSignInFailed(.cancelled))
    }

    /// Abandons a sign-in under way (the sheet was closed), with a token or through the device flow:
    /// its answer is never dispatched, and the form comes back without an alert.
    public func cancelSignIn() {
        if store.state.phase.isSigningInWithDevice { return cancelDeviceSignIn() }
        guard store.state.phase == .signingIn else { return }
        signingIn?.cancel()
        signingIn = nil
        dispatcher.dispatchFromActionCreator(.signInFailed(.cancelled))
    }

    /// The session was forgotten elsewhere (GitHub refused it on another screen): the store shows
    /// the user signed out. A sign-out of this action creator's own has done so already.
    public func signedOutElsewhere() {
        guard store.state.phase.isSignedIn else { return }
        dispatcher.dispatchFromActionCreator(.signedOut)
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
