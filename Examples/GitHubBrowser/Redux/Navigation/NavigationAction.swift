import GitHubBrowserVocabulary

/// Routing as actions: what the user (or a link) asked to see. ``NavigationReducer`` turns each into
/// a new ``NavigationState``; the driver then shows it.
public enum NavigationAction: Equatable, Sendable, Codable {
    /// Show `tab`.
    case selectTab(BrowserTab)
    /// Push `screen` on `tab`'s stack.
    case push(BrowserScreen, on: BrowserTab)
    /// Close the screen on top of `tab`'s stack (the back key).
    case pop(BrowserTab)
    /// Close every screen pushed on `tab`.
    case popToRoot(BrowserTab)
    /// Present the sign-in sheet.
    case presentSignIn
    /// Close the sign-in sheet.
    case dismissSignIn
}
