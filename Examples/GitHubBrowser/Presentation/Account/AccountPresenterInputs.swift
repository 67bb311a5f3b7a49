/// What the Account screen's view controller tells its presenter.
///
/// The view controller is generic over it and builds its presenter with
/// ``init(output:router:dependencies:)``, passing itself as output and a router from itself.
@MainActor
public protocol AccountPresenterInputs: AnyObject {
    /// Creates the presenter; it shows its initial state on `output` right away and leaves the
    /// screen through `router`.
    init(output: any AccountPresenterOutputs, router: any AccountRouting, dependencies: AccountDependencies)

    /// The screen comes on screen: reads the stored session (it may have changed elsewhere).
    func viewWillAppear()
    /// The user submitted a token.
    func didSubmitToken(_ token: String)
    /// The user asked to sign out.
    func didRequestSignOut()
    /// The user asked for their repositories (only while signed in).
    func didRequestUserRepositories()
    /// The user answered the alert about a failed sign-in.
    func didChooseSignInErrorAction(_ action: SignInErrorAction)
    /// The user answered the alert about a failed sign-out.
    func didChooseSignOutErrorAction(_ action: SignOutErrorAction)
    /// The user answered the alert about a session that could not be read.
    func didChooseLoadAccountErrorAction(_ action: LoadAccountErrorAction)
}
