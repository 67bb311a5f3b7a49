import StrataCore

/// The session's reducer. What else a sign-out resets is each app's decision: the Redux app's
/// reducer resets the whole state, the Flux app's stores each reset their own.
public enum AccountReducer {
    /// How `action` changes `state`: a pure function, which the Flux app's stores call and the
    /// Redux app composes into its reducer.
    public static func reduce(_ state: inout AccountState, _ action: AccountAction) {
        switch action {
        case .sessionRead(let account):
            switch state.phase {
            case .signingIn, .signingInWithDevice, .signingOut: return
            case .loading, .signedOut, .signedIn: state.phase = account.map { .signedIn($0) } ?? .signedOut
            }
        case .sessionReadFailed(let error):
            guard state.phase == .loading else { return }
            state.phase = .signedOut
            state.failure.fire(.loadAccount(error))
        case .signInStarted:
            guard state.phase == .signedOut else { return }
            state.phase = .signingIn
        case .deviceSignInStarted:
            guard state.phase == .signedOut else { return }
            state.phase = .signingInWithDevice(nil)
        case .deviceCodeReceived(let prompt):
            guard state.phase == .signingInWithDevice(nil) else { return }
            state.phase = .signingInWithDevice(prompt)
        case .deviceSignInFailed(let error):
            guard state.phase.isSigningInWithDevice else { return }
            state.phase = .signedOut
            if error != .cancelled { state.failure.fire(.deviceSignIn(error)) }
        case .signedIn(let account):
            guard state.phase == .signingIn || state.phase.isSigningInWithDevice else { return }
            state.phase = .signedIn(account)
        case .signInFailed(let error):
            guard state.phase == .signingIn else { return }
            state.phase = .signedOut
            if error != .cancelled { state.failure.fire(.signIn(error)) }
        case .signOutStarted:
            guard case .signedIn(let account) = state.phase else { return }
            state.phase = .signingOut(account)
        case .signOutFailed(let error):
            guard case .signingOut(let account) = state.phase else { return }
            state.phase = .signedIn(account)
            if error != .cancelled { state.failure.fire(.signOut(error)) }
        case .signedOut:
            guard case .signingOut = state.phase else { return }
            state.phase = .signedOut
        }
    }
}
