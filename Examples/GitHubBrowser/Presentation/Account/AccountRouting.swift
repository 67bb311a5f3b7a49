/// Where the Account screen can go: away, when it was presented only to sign in.
/// ``AccountPresenter`` talks to it; ``BrowserRouter`` implements it.
@MainActor
public protocol AccountRouting: AnyObject {
    /// Closes the sign-in screen presented over another screen.
    func closeSignIn()
}
