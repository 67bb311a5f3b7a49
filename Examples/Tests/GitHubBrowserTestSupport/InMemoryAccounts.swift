import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary

/// A source with accounts, for the journeys that hold the architectures to one another: one valid
/// token, a session store, the user's three repositories, and GitHub's device flow played by
/// ``device`` (through the real `SignInWithDevice`, which stores the session as a token sign-in does).
public struct InMemoryAccounts {
    /// The token the source accepts.
    public static let token = "ghp_valid0123456789"
    /// The account it signs in.
    public static let octocat = Account(login: "octocat", name: "The Octocat", publicRepositoryCount: 3)
    /// The session's use cases, the device sign-in included.
    public let session: SessionUseCases
    /// The signed-in user's repositories.
    public let repositories = InMemoryUserRepositories(RepositoryListFixtures.repositories(3))
    /// GitHub's side of the device sign-in: answer its polls to grant, refuse or expire it.
    public let device = WaitingDeviceFlow()

    /// Creates the source with nobody signed in.
    public init() {
        let sessions = InMemorySessions()
        let signIn = SignIn(source: OneTokenAccountSource(validToken: Self.token, account: Self.octocat), sessions: sessions)
        // A well-formed ID, so the initializer cannot throw.
        let clientID = try! OAuthClientID("Iv1.0123456789abcdef")
        session = SessionUseCases(
            signIn: signIn,
            signOut: SignOut(sessions: sessions),
            showAccount: ShowAccount(sessions: sessions),
            signInWithDevice: SignInWithDevice(
                source: device, clientID: clientID, signIn: signIn, clock: ImmediateClock(), now: { RepositoryListFixtures.start }
            )
        )
    }
}
