import StrataAlert

/// What the Account screen's presenter asks its view controller to show.
@MainActor
public protocol AccountPresenterOutputs: AnyObject {
    /// Shows that the stored session is being read.
    func showLoading()
    /// Shows the token form (nobody is signed in).
    func showSignInForm()
    /// Shows that a token is being checked.
    func showSigningIn()
    /// Shows the signed-in account (and forgets the token typed in the form).
    func showAccount(_ summary: AccountSummary)
    /// Shows that the session is being forgotten.
    func showSigningOut()
    /// Empties the token field.
    func clearToken()
    /// Shows how the app was launched (only when the app measures it).
    func showLaunchPaths(_ summary: LaunchPathsSummary)
    /// Shows the alert about a failed sign-in.
    func showSignInError(_ strategy: AlertStrategy<SignInErrorAction>)
    /// Shows the alert about a failed sign-out.
    func showSignOutError(_ strategy: AlertStrategy<SignOutErrorAction>)
    /// Shows the alert about a session that could not be read.
    func showLoadAccountError(_ strategy: AlertStrategy<LoadAccountErrorAction>)
}
