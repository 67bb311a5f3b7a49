import StrataCore

/// The screen object of the Account screen (the tab, or the sign-in sheet), as its view controller on every driver holds it: the MVP, Flux
/// and Redux apps each have one, and the view controller maps its controls to
/// ``AccountIntent``s for it and nothing else.
@MainActor
public protocol AccountScreenType: ScreenObject {
    /// Hands on what the user did.
    func send(_ intent: AccountIntent)
    /// Whether the screen is the sign-in sheet, which closes once signed in or cancelled.
    var isSheet: Bool { get }
    /// Whether the screen offers the signed-in user's repositories.
    var offersUserRepositories: Bool { get }
    /// The screen is about to appear: it reads the session again.
    func willAppear()
}
