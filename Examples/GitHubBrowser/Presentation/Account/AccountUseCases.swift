import GitHubBrowserApplication
import GitHubBrowserDomain

/// What the Account tab can ask of the application layer: the `SignIn`, `SignOut` and
/// `ShowAccount` use cases, as closures so that tests can give canned answers.
public struct AccountUseCases: Sendable {
    /// Validates a token with the source, stores the session and returns the account.
    public let signIn: @Sendable (_ token: String) async throws(AppError) -> Account
    /// Forgets the session and everything tied to the user (not the local favourites).
    public let signOut: @Sendable () async throws(AppError) -> Void
    /// The signed-in account, or `nil`.
    public let currentAccount: @Sendable () async throws(AppError) -> Account?

    /// Creates the use cases from three functions (tests, previews).
    public init(
        signIn: @escaping @Sendable (_ token: String) async throws(AppError) -> Account,
        signOut: @escaping @Sendable () async throws(AppError) -> Void,
        currentAccount: @escaping @Sendable () async throws(AppError) -> Account?
    ) {
        self.signIn = signIn
        self.signOut = signOut
        self.currentAccount = currentAccount
    }

    /// Creates the use cases the app uses.
    public init(
        signIn: SignIn,
        signOut: SignOut,
        showAccount: ShowAccount
    ) {
        self.init(
            signIn: { token async throws(AppError) -> Account in try await signIn(token: token) },
            signOut: { () async throws(AppError) in try await signOut() },
            currentAccount: { () async throws(AppError) -> Account? in try await showAccount() }
        )
    }
}
