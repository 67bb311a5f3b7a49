import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation

// The Account screen's contract, read first: what its screen object (`AccountScreen`, which the view
// controllers of both drivers hold) tells the presenter (inputs), what the presenter asks it to show
// (outputs), where it can go (`AccountRouting`, in Features), and what it is built with (`AccountDependencies`, holding its use cases: the
// Application layer's input ports). Then read `AccountPresenter`.

/// What the Account screen's view controller tells its presenter.
///
/// The screen object, `AccountScreen`, is generic over it and builds its presenter with
/// ``init(output:router:dependencies:)``, passing itself as output and the router it was given.
@MainActor
public protocol AccountPresenterInputs: AnyObject {
    /// Creates the presenter; it shows its initial state on `output` right away and leaves the
    /// screen through `router`.
    init(output: any AccountPresenterOutputs, router: any AccountRouting, dependencies: AccountDependencies)

    /// The screen comes on screen: reads the stored session (it may have changed elsewhere).
    func viewWillAppear()
    /// The user submitted a token.
    func didSubmitToken(_ token: String)
    /// The user closed the sign-in screen without signing in (Esc, or its Cancel button); only
    /// a screen presented for sign-in (`closesAfterSignIn`) closes.
    func didCancelSignIn()
    /// The user asked to sign in with GitHub (the device flow; only offered when
    /// ``AccountDependencies/signInWithDevice`` is set).
    func didRequestDeviceSignIn()
    /// The user stopped waiting for a device sign-in (Esc, or its Cancel button): back to the form.
    func didCancelDeviceSignIn()
    /// The user asked to sign out.
    func didRequestSignOut()
    /// The user asked for their repositories (only while signed in).
    func didRequestUserRepositories()
    /// The user answered the alert about a failed sign-in.
    func didChooseSignInErrorAction(_ action: SignInErrorAction)
    /// The user answered the alert about a failed device sign-in.
    func didChooseDeviceSignInErrorAction(_ action: RetryOrCancel)
    /// The user answered the alert about a failed sign-out.
    func didChooseSignOutErrorAction(_ action: RetryOrCancel)
    /// The user answered the alert about a session that could not be read.
    func didChooseLoadAccountErrorAction(_ action: RetryOrCancel)
}

/// What the Account screen's presenter asks its view controller to show.
@MainActor
public protocol AccountPresenterOutputs: AnyObject {
    /// Shows that the stored session is being read.
    func showLoading()
    /// Shows the token form (nobody is signed in).
    func showSignInForm()
    /// Shows that a token is being checked.
    func showSigningIn()
    /// Shows that GitHub is being asked for a device sign-in code.
    func showRequestingDeviceCode()
    /// Shows the device sign-in code, where to enter it and until when.
    func showDeviceCode(_ prompt: DeviceSignInPrompt)
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
    /// Shows the alert about a failed device sign-in.
    func showDeviceSignInError(_ strategy: AlertStrategy<RetryOrCancel>)
    /// Shows the alert about a failed sign-out.
    func showSignOutError(_ strategy: AlertStrategy<RetryOrCancel>)
    /// Shows the alert about a session that could not be read.
    func showLoadAccountError(_ strategy: AlertStrategy<RetryOrCancel>)
}

/// What the Account tab's presenter is built with: its use cases (the Application layer's input
/// ports), what to tell the app when the session changes, and whether the screen closes itself
/// after signing in.
public struct AccountDependencies {
    /// Checks a token with the source, stores the session and returns the account.
    public var signIn: any SignInUseCase
    /// Forgets the session and everything tied to the user (not the local favourites).
    public var signOut: any SignOutUseCase
    /// The signed-in account, or `nil`.
    public var showAccount: any ShowAccountUseCase
    /// Signs in through GitHub's device flow; `nil` when the app has no OAuth app's client ID, and
    /// the screen then offers only the token.
    public var signInWithDevice: (any SignInWithDeviceUseCase)?
    /// Called after a successful sign-in, with the account.
    public var onSignedIn: @MainActor (Account) -> Void
    /// Called after a successful sign-out, so that the app can drop what belonged to the user.
    public var onSignedOut: @MainActor () -> Void
    /// Whether the screen dismisses itself once signed in (when it was presented over another one
    /// to sign in, say from a failure alert).
    public var closesAfterSignIn: Bool
    /// The time zone of times in messages.
    public var timeZone: TimeZone
    /// How the app was launched, shown on the screen for the developer; `nil` when the app does
    /// not measure it. Set from `BrowserDependencies.launchPaths` for every Account screen.
    public var launchPaths: LaunchPathRecorder?

    /// Sign-outs made elsewhere (a session GitHub refused on another screen), which the screen
    /// follows; `nil` when nothing reports them. Set from `BrowserDependencies.sessionChanges`.
    public var sessionChanges: SessionChanges?

    /// Where a failure the screen has shown goes next, for what it means to the whole app (a
    /// refused session signs out: the book's §15.3); `nil` when nothing answers failures.
    public var failures: FailureResponder?

    /// Creates the dependencies.
    public init(
        signIn: any SignInUseCase,
        signOut: any SignOutUseCase,
        showAccount: any ShowAccountUseCase,
        signInWithDevice: (any SignInWithDeviceUseCase)? = nil,
        onSignedIn: @escaping @MainActor (Account) -> Void = { _ in },
        onSignedOut: @escaping @MainActor () -> Void = {},
        closesAfterSignIn: Bool = false,
        timeZone: TimeZone = .current,
        failures: FailureResponder? = nil
    ) {
        self.failures = failures
        self.signIn = signIn
        self.signOut = signOut
        self.showAccount = showAccount
        self.signInWithDevice = signInWithDevice
        self.onSignedIn = onSignedIn
        self.onSignedOut = onSignedOut
        self.closesAfterSignIn = closesAfterSignIn
        self.timeZone = timeZone
    }
}
