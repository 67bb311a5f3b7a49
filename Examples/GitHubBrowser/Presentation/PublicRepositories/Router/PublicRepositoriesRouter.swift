import GitHubBrowserDomain
import StrataNavigation

/// Leaves the Public tab: pushes a repository's detail screen, or presents the sign-in screen.
///
/// The presenter owns it. It does not know how those screens are made — the app shell supplies the
/// functions that build them — and shows them through the `Transitioner` it was given (the Public
/// tab's view controller, held weakly).
@MainActor
final class PublicRepositoriesRouter<Screen> {
    private weak var transitioner: (any Transitioner<Screen>)?
    private let repositoryScreen: @MainActor (Repository) -> Screen
    private let signInScreen: (@MainActor () -> Screen)?

    /// Creates the router.
    ///
    /// - Parameters:
    ///   - transitioner: The screen transitions happen from; held weakly.
    ///   - repositoryScreen: Builds the detail screen of a repository.
    ///   - signInScreen: Builds the sign-in screen; `nil` when the app has none to offer.
    init(
        transitioner: any Transitioner<Screen>,
        repositoryScreen: @escaping @MainActor (Repository) -> Screen,
        signInScreen: (@MainActor () -> Screen)?
    ) {
        self.transitioner = transitioner
        self.repositoryScreen = repositoryScreen
        self.signInScreen = signInScreen
    }

    /// Whether ``showSignIn()`` can show anything.
    var canShowSignIn: Bool { signInScreen != nil }

    /// Pushes the detail screen of `repository`.
    func showRepository(_ repository: Repository) {
        guard let transitioner else { return }
        transitioner.push(repositoryScreen(repository), animated: true)
    }

    /// Presents the sign-in screen modally, if the app has one.
    func showSignIn() {
        guard let transitioner, let signInScreen else { return }
        transitioner.present(signInScreen(), animated: true, completion: nil)
    }
}
