/// What a refusal of the session means, for the apps without a middleware (the MVP and Flux apps;
/// the Redux app's `FailureMiddleware` decides the same from its state): the book's §15.3
/// (通信レスポンスエラーの横断的なハンドリング), "handling response errors across the app".
///
/// When GitHub refuses a request with `AppError.unauthorized` (a 401) and a session is stored, the
/// session's token is no longer good: the session is forgotten. Without a stored session there is
/// nothing to forget — a list GitHub refuses to an anonymous user asks for a sign-in instead — and a
/// sign-in GitHub refuses is not a session yet, so an app asks only about requests made with one.
///
/// ```swift
/// let policy = RefusedSessionPolicy(session: session)
/// if await policy.forgetsSession(after: .unauthorized) {
///     // signed out: tell every screen
/// }
/// ```
public struct RefusedSessionPolicy: Sendable {
    private let showAccount: any ShowAccountUseCase
    private let signOut: any SignOutUseCase

    /// Creates the policy over the app's session use cases.
    public init(session: SessionUseCases) {
        showAccount = session.showAccount
        signOut = session.signOut
    }

    /// Forgets the stored session when `error` is a refusal of it; `true` when a session was
    /// forgotten. A session the storage cannot forget stays (the next request meets the refusal
    /// again), and so does every session after any other error.
    public func forgetsSession(after error: AppError) async -> Bool {
        guard error == .unauthorized, (try? await showAccount()) != nil else { return false }
        do throws(AppError) {
            try await signOut()
            return true
        } catch {
            return false
        }
    }
}
