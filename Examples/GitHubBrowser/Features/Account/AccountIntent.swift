/// What the user can do on the Account screen (the tab, or the sign-in sheet), whatever the driver:
/// a view controller maps its controls (a field's return, buttons, keys) to these and hands them to
/// its screen object.
public enum AccountIntent: Equatable, Sendable {
    /// Sign in with this token (the field's text).
    case submitToken(String)
    /// Sign in through GitHub's device flow.
    case signInWithDevice
    /// Stop the device sign-in under way.
    case cancelDeviceSignIn
    /// Sign out.
    case signOut
    /// Open the signed-in user's repositories.
    case showUserRepositories
    /// Leave the sign-in sheet without signing in.
    case cancelSignIn
}
