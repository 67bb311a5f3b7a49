/// The answer to a failure whichever screen met it, for the apps without a middleware — the book's
/// §15.3 (通信レスポンスエラーの横断的なハンドリング), which its Redux sample (and Strata's Redux app,
/// in `FailureMiddleware`) does in a middleware. A screen that has shown a failure hands it here
/// (``respond(to:)``): the MVP app's presenters do, and the Flux app's dispatchers carry every
/// failure action here. When GitHub refused the stored session (`AppError.unauthorized`), the
/// responder forgets it (``RefusedSessionPolicy``) and tells every screen through `didSignOut`, as
/// a sign-out on the Account tab does.
///
/// The order is the Redux app's: the screen that asked shows why first, then the app signs out.
/// Refusals that arrive together sign out once.
///
/// ```swift
/// let failures = FailureResponder(session: environment.session) { sessionChanges.signedOut() }
/// output.showFetchError(alert)          // the screen says why…
/// failures.respond(to: .unauthorized)   // …then the app signs out
/// ```
@MainActor
public final class FailureResponder {
    private let policy: RefusedSessionPolicy?
    private let didSignOut: @MainActor () -> Void
    private var signingOut: Task<Void, Never>?

    /// Creates the responder over the app's session use cases (`nil` for an app without sign-in,
    /// which never signs out); `didSignOut` runs after a refused session is forgotten.
    nonisolated public init(session: SessionUseCases?, didSignOut: @escaping @MainActor () -> Void) {
        policy = session.map(RefusedSessionPolicy.init(session:))
        self.didSignOut = didSignOut
    }

    /// Answers `error`, which a screen has just shown: a refusal of the stored session signs the
    /// user out; any other failure is the screen's alone. Returns the sign-out under way, if any.
    @discardableResult
    public func respond(to error: AppError) -> Task<Void, Never>? {
        guard error == .unauthorized, let policy else { return nil }
        if let signingOut { return signingOut }
        let task = Task { [weak self] in
            let forgotten = await policy.forgetsSession(after: error)
            guard let self else { return }
            signingOut = nil
            if forgotten { didSignOut() }
        }
        signingOut = task
        return task
    }
}
