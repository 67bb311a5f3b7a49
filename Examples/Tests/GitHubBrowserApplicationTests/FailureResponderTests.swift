import GitHubBrowserApplication
import GitHubBrowserDomain
import Synchronization
import Testing

/// The book's §15.3 for the MVP and Flux apps: a refusal of the stored session signs out, once;
/// nothing else does.
@MainActor
@Suite("FailureResponder: a refused session signs out")
struct FailureResponderTests {
    let account = Account(login: "mona", name: "Mona", publicRepositoryCount: 3)

    /// A session store whose sign-out can be made to fail.
    final class Sessions: SessionStore {
        private let stored = Mutex<Session?>(nil)
        private let signOutFails = Mutex(false)
        private let signOuts = Mutex(0)

        var signOutCount: Int { signOuts.withLock { $0 } }
        func failSignOut() { signOutFails.withLock { $0 = true } }
        func current() async throws -> Session? { stored.withLock { $0 } }
        func signIn(_ session: Session) async throws { stored.withLock { $0 = session } }
        func signOut() async throws {
            signOuts.withLock { $0 += 1 }
            if signOutFails.withLock({ $0 }) { throw DataSourceError.storage(detail: "the keychain is locked") }
            stored.withLock { $0 = nil }
        }
    }

    final class Count {
        var value = 0
    }

    private func session(_ sessions: Sessions) -> SessionUseCases {
        SessionUseCases(
            signIn: SignIn(source: FakeAccountSource(validToken: "ghp_valid", account: account), sessions: sessions),
            signOut: SignOut(sessions: sessions), showAccount: ShowAccount(sessions: sessions)
        )
    }

    private func signedIn() async throws -> (Sessions, SessionUseCases) {
        let sessions = Sessions()
        let session = session(sessions)
        _ = try await session.signIn(token: "ghp_valid")
        return (sessions, session)
    }

    @Test("a refusal of the stored session forgets it and tells the app once, however many arrive together")
    func refusalSignsOutOnce() async throws {
        let (sessions, session) = try await signedIn()
        let signedOut = Count()
        let responder = FailureResponder(session: session) { signedOut.value += 1 }
        let first = responder.respond(to: .unauthorized)
        let second = responder.respond(to: .unauthorized)
        await first?.value
        await second?.value
        #expect(signedOut.value == 1)
        #expect(sessions.signOutCount == 1)
        #expect(try await session.showAccount() == nil)
    }

    @Test("any other failure keeps the session", arguments: [AppError.offline, .timedOut, .notFound, .server(status: 500), .serviceUnavailable(retryAfter: nil)])
    func otherFailuresKeepIt(_ error: AppError) async throws {
        let (sessions, session) = try await signedIn()
        let signedOut = Count()
        let responder = FailureResponder(session: session) { signedOut.value += 1 }
        #expect(responder.respond(to: error) == nil)
        #expect(signedOut.value == 0 && sessions.signOutCount == 0)
        #expect(try await session.showAccount() == account)
    }

    @Test("a refusal without a stored session (a list refused to an anonymous user) signs nobody out")
    func refusalWithoutSession() async throws {
        let sessions = Sessions()
        let signedOut = Count()
        let responder = FailureResponder(session: session(sessions)) { signedOut.value += 1 }
        await responder.respond(to: .unauthorized)?.value
        #expect(signedOut.value == 0 && sessions.signOutCount == 0)
    }

    @Test("a session the storage cannot forget stays, and the app is not told it signed out")
    func storageFailureKeepsSession() async throws {
        let (sessions, session) = try await signedIn()
        sessions.failSignOut()
        let signedOut = Count()
        let responder = FailureResponder(session: session) { signedOut.value += 1 }
        await responder.respond(to: .unauthorized)?.value
        #expect(signedOut.value == 0)
        #expect(try await session.showAccount() == account)
        // The next refusal tries again.
        await responder.respond(to: .unauthorized)?.value
        #expect(sessions.signOutCount == 2)
    }

    @Test("an app without sign-in never signs out")
    func noSession() async {
        var told = false
        let responder = FailureResponder(session: nil) { told = true }
        #expect(responder.respond(to: .unauthorized) == nil)
        #expect(!told)
    }
}
