import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import Synchronization

// Test doubles of the Application layer's input ports (the `…UseCase` protocols): each answers from
// a script (`ScriptedResponses`), so a test decides what a use case returns and when, and can look
// at the screen while a request is in flight.

/// The Account screen's three use cases, answered by scripts, recording the tokens they were given.
///
/// ```swift
/// let service = ScriptedAccountService()
/// let presenter = AccountPresenter(output: output, router: router, dependencies: service.dependencies)
/// await service.sessions.respond(.success(nil))   // nobody is signed in
/// ```
public final class ScriptedAccountService: Sendable {
    public let signIns = ScriptedResponses<Account>()
    public let signOuts = ScriptedResponses<Bool>()
    public let sessions = ScriptedResponses<Account?>()

    /// Creates a service with empty scripts.
    public init() {}
    private let tokens = Mutex<[String]>([])

    /// The tokens sign-in was called with.
    public var submittedTokens: [String] { tokens.withLock { $0 } }

    /// Sign-in answered by ``signIns``.
    public var signIn: some SignInUseCase { SignInDouble(service: self) }
    /// Sign-out answered by ``signOuts``.
    public var signOut: some SignOutUseCase { SignOutDouble(service: self) }
    /// The current account, answered by ``sessions``.
    public var showAccount: some ShowAccountUseCase { ShowAccountDouble(service: self) }

    public static let octocat = Account(login: "octocat", name: "The Octocat", publicRepositoryCount: 8)

    private struct SignInDouble: SignInUseCase {
        let service: ScriptedAccountService

        func callAsFunction(token: String) async throws(AppError) -> Account {
            service.tokens.withLock { $0.append(token) }
            return try await service.signIns.next().get()
        }
    }

    private struct SignOutDouble: SignOutUseCase {
        let service: ScriptedAccountService

        func callAsFunction() async throws(AppError) {
            _ = try await service.signOuts.next().get()
        }
    }

    private struct ShowAccountDouble: ShowAccountUseCase {
        let service: ScriptedAccountService

        func callAsFunction() async throws(AppError) -> Account? {
            try await service.sessions.next().get()
        }
    }
}

/// A paged list whose first pages and next pages come from two scripts: the Public tab's use case in
/// presenter, store and screen tests.
public struct ScriptedRepositoryPages: ListRepositoriesUseCase {
    /// The answers to first-page requests.
    public let first: ScriptedResponses<RepositoryListing>
    /// The answers to next-page requests (the listing passed in is ignored).
    public let next: ScriptedResponses<RepositoryListing>

    /// Creates the double over two scripts.
    public init(first: ScriptedResponses<RepositoryListing>, next: ScriptedResponses<RepositoryListing> = ScriptedResponses()) {
        self.first = first
        self.next = next
    }

    public func callAsFunction() async throws(AppError) -> RepositoryListing {
        try await first.next().get()
    }

    public func loadMore(after listing: RepositoryListing) async throws(AppError) -> RepositoryListing {
        try await next.next().get()
    }
}
