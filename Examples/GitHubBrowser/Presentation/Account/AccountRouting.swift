/// Where the Account screen can go: away, when it was presented only to sign in; to the signed-in
/// user's repositories.
/// ``AccountPresenter`` talks to it; ``BrowserRouter`` implements it.
@MainActor
public protocol AccountRouting: AnyObject {
    /// Closes the sign-in screen presented over another screen.
    func closeSignIn()
    /// Whether the app has a screen of the signed-in user's repositories.
    var canShowUserRepositories: Bool { get }
    /// Opens the screen of the signed-in user's repositories.
    func showUserRepositories()
}
