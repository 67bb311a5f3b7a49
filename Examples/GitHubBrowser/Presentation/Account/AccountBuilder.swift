import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataTerminal

/// Builds the Account screen: sign in with a personal access token (typed or pasted, shown
/// masked, checked with the source), show the signed-in account, sign out (`s` or the button),
/// with failures (malformed or refused token, offline, storage) as alerts.
///
/// Use it for the Account tab, and — with `closesAfterSignIn: true` — for the sign-in screen that
/// another screen presents (the Public tab's "Sign in" alert button):
///
/// ```swift
/// let accountTab = AccountBuilder.build(
///     signIn: SignIn(source: api, sessions: sessions),
///     signOut: SignOut(sessions: sessions),
///     showAccount: ShowAccount(sessions: sessions),
///     onSignedOut: { appState.forgetUser() }
/// )
/// ```
public enum AccountBuilder {
    /// The Account screen.
    ///
    /// - Parameters:
    ///   - signIn: Validates a token with the source and stores the session.
    ///   - signOut: Forgets the session (never the local favourites).
    ///   - showAccount: Reads the stored account.
    ///   - closesAfterSignIn: Whether the screen dismisses itself once signed in (when presented).
    ///   - onSignedIn: Called with the account after a successful sign-in.
    ///   - onSignedOut: Called after a successful sign-out, to drop what belonged to the user.
    @MainActor
    public static func build<Source: AccountSource, Sessions: SessionStore>(
        signIn: SignIn<Source, Sessions>,
        signOut: SignOut<Sessions>,
        showAccount: ShowAccount<Sessions>,
        closesAfterSignIn: Bool = false,
        onSignedIn: @escaping @MainActor (Account) -> Void = { _ in },
        onSignedOut: @escaping @MainActor () -> Void = {}
    ) -> AnyViewController {
        AccountViewController<AccountPresenter<AnyViewController>>(
            dependencies: AccountDependencies(
                useCases: AccountUseCases(signIn: signIn, signOut: signOut, showAccount: showAccount),
                onSignedIn: onSignedIn,
                onSignedOut: onSignedOut,
                closesAfterSignIn: closesAfterSignIn
            )
        )
    }
}
