import Foundation

/// The answer to a failure whichever screen met it, for the apps without a middleware — the book's
/// §15.3 (通信レスポンスエラーの横断的なハンドリング), which its Redux sample (and Strata's Redux app,
/// in `FailureMiddleware`) does in a middleware. A screen that has shown a failure hands it here
/// (``respond(to:answeredInPlace:)``): the MVP app's presenters do, and the Flux app's dispatchers carry every
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
    /// Shows "GitHub is unavailable" for a 503 that asked to be tried again after the date (`nil`:
    /// it did not say): the app coordinator sets it once it exists. `nil` shows nothing.
    public var showServiceUnavailable: (@MainActor (Date?) -> Void)?

    /// Creates the responder over the app's session use cases (`nil` for an app without sign-in,
    /// which never signs out); `didSignOut` runs after a refused session is forgotten.
    nonisolated public init(session: SessionUseCases?, didSignOut: @escaping @MainActor () -> Void) {
        policy = session.map(RefusedSessionPolicy.init(session:))
        self.didSignOut = didSignOut
    }

    /// Answers `error`, which a screen has just shown: a refusal of the stored session signs the
    /// user out; GitHub being unavailable (a 503) shows ``showServiceUnavailable``; any other
    /// failure is the screen's alone. Returns the answer under way, if any: it starts after the
    /// caller is done (a Flux dispatch, a presenter's drawing).
    ///
    /// A failure the screen `answeredInPlace` (a README's section, the sign-in form) shows no
    /// "GitHub is unavailable" screen; its refusal of the session still signs out.
    @discardableResult
    public func respond(to error: AppError, answeredInPlace: Bool = false) -> Task<Void, Never>? {
        if case .serviceUnavailable(let retryAfter) = error {
            guard showServiceUnavailable != nil, !answeredInPlace else { return nil }
            return Task { [weak self] in self?.showServiceUnavailable?(retryAfter) }
        }
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
