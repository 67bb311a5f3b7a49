import StrataNavigation

/// Leaves the Account screen when it was presented only to sign in: once signed in, it dismisses
/// the screen through the `Transitioner` it was given (the screen itself, held weakly). In a tab,
/// it stays.
@MainActor
final class AccountRouter<Screen> {
    private weak var transitioner: (any Transitioner<Screen>)?
    private let closesAfterSignIn: Bool

    /// Creates the router.
    init(transitioner: any Transitioner<Screen>, closesAfterSignIn: Bool) {
        self.transitioner = transitioner
        self.closesAfterSignIn = closesAfterSignIn
    }

    /// The user signed in: closes the screen if it was presented for that.
    func didSignIn() {
        guard closesAfterSignIn else { return }
        transitioner?.dismiss(animated: true, completion: nil)
    }
}
