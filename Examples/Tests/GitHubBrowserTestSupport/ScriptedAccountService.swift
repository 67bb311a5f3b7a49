import GitHubBrowserPresentation
import GitHubBrowserApplication
import GitHubBrowserDomain
import Synchronization

/// Account use cases answered by scripts, recording the tokens they were given.
public final class ScriptedAccountService: Sendable {
    public let signIns = ScriptedResponses<Account>()
    public let signOuts = ScriptedResponses<Bool>()
    public let sessions = ScriptedResponses<Account?>()

    /// Creates a service with empty scripts.
    public init() {}
    private let tokens = Mutex<[String]>([])

    /// The tokens sign-in was called with.
    public var submittedTokens: [String] { tokens.withLock { $0 } }

    /// The use cases.
    public var useCases: AccountUseCases {
        AccountUseCases(
            signIn: { token async throws(AppError) -> Account in
                self.tokens.withLock { $0.append(token) }
                return try await self.signIns.next().get()
            },
            signOut: { () async throws(AppError) in _ = try await self.signOuts.next().get() },
            currentAccount: { () async throws(AppError) -> Account? in try await self.sessions.next().get() }
        )
    }

    public static let octocat = Account(login: "octocat", name: "The Octocat", publicRepositoryCount: 8)
}
