/// Where the Account screen can go: away, when it was presented only to sign in; to the signed-in
/// user's repositories. The MVP presenter and the Flux screen talk to it; `BrowserRouter`
/// implements it.
///
/// Routing is the screen's output to the app (where to go next), not its work: the work comes from
/// the use cases the screen is built with.
@MainActor
public protocol AccountRouting: AnyObject {
    /// Closes the sign-in screen presented over another screen.
    func closeSignIn()
    /// Whether the app has a screen of the signed-in user's repositories.
    var canShowUserRepositories: Bool { get }
    /// Opens the screen of the signed-in user's repositories.
    func showUserRepositories()
}
