import GitHubBrowserApplication
import StrataNavigation

/// The sign-in flow: the sign-in screen presented over the screen that asked for it (a Public list
/// that GitHub refused without a token), until the user signs in or cancels.
///
/// ``AppCoordinator`` starts it as a child when a router asks for sign-in (see ``SignInFlows``)
/// and finishes it — so it is released — when the sign-in screen closes.
@MainActor
public final class SignInCoordinator<Screen>: Coordinator {
    private weak var presenter: (any Transitioner<Screen>)?
    private let signIn: @MainActor () -> Screen

    /// Creates the flow that presents `signIn()` over `presenter`.
    public init(over presenter: any Transitioner<Screen>, signIn: @escaping @MainActor () -> Screen) {
        self.presenter = presenter
        self.signIn = signIn
        super.init()
    }

    /// Presents the sign-in screen.
    public override func start() {
        presenter?.present(signIn(), animated: true, completion: nil)
    }
}

/// Where routers start and end the sign-in flow: the app coordinator. A ``BrowserRouter`` holds it
/// weakly; without one it presents the sign-in screen itself.
@MainActor
public protocol SignInFlows<Screen>: AnyObject {
    /// The driver's screen type.
    associatedtype Screen

    /// Starts the sign-in flow over `screen` (a ``SignInCoordinator``); does nothing while one runs.
    func startSignIn(over screen: any Transitioner<Screen>)

    /// The sign-in screen closed — signed in or cancelled: the flow ends.
    func signInDidClose()
}
