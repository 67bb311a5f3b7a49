import GitHubBrowserDomain

/// How a driver builds the screens that ``BrowserRouter`` leads to, as functions returning the
/// driver's screen type (a terminal `AnyViewController`, a `UIViewController`, a string in tests).
///
/// The router decides *how* to get there (push, present, switch tab); these functions only build
/// the next screen with everything it needs, so no screen's router repeats another's composition.
@MainActor
public struct BrowserScreens<Screen> {
    /// Builds the detail screen of a repository.
    public var repositoryDetail: @MainActor (RepositoryID) -> Screen
    /// Builds the sign-in screen presented over another one (it closes itself once signed in);
    /// `nil` when the app offers none.
    public var signIn: (@MainActor () -> Screen)?
    /// Builds the screen of the signed-in user's repositories; `nil` when the app offers none.
    public var userRepositories: (@MainActor () -> Screen)?

    /// Creates the screen functions.
    public init(
        repositoryDetail: @escaping @MainActor (RepositoryID) -> Screen,
        signIn: (@MainActor () -> Screen)? = nil,
        userRepositories: (@MainActor () -> Screen)? = nil
    ) {
        self.repositoryDetail = repositoryDetail
        self.signIn = signIn
        self.userRepositories = userRepositories
    }
}
