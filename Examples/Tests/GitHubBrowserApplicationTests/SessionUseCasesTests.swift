import GitHubBrowserApplication
import GitHubBrowserDomain
import Testing

@Suite("SignIn, SignOut and ShowAccount")
struct SessionUseCasesTests {
    let account = Account(login: "mona", name: "Mona", publicRepositoryCount: 3)

    @Test("a token the source accepts signs in and the account shows")
    func signIn() async throws {
        let sessions = FakeSessions()
        let signIn = SignIn(source: FakeAccountSource(validToken: "ghp_valid", account: account), sessions: sessions)
        #expect(try await signIn(token: " ghp_valid\n") == account)
        #expect(try await ShowAccount(sessions: sessions)() == account)
        #expect(try await sessions.current()?.token.secret == "ghp_valid")
    }

    @Test("a token the source rejects fails as unauthorized and stores nothing")
    func rejected() async throws {
        let sessions = FakeSessions()
        let signIn = SignIn(source: FakeAccountSource(validToken: "ghp_valid", account: account), sessions: sessions)
        await #expect(throws: AppError.unauthorized) { try await signIn(token: "ghp_wrong") }
        #expect(try await sessions.current() == nil)
    }

    @Test("a malformed token fails before asking the source", arguments: ["", "two words"])
    func malformed(token: String) async {
        let signIn = SignIn(source: FakeAccountSource(validToken: token, account: account), sessions: FakeSessions())
        await #expect(throws: AppError.self) { try await signIn(token: token) }
    }

    @Test("signing out forgets the account but keeps the favourites")
    func signOut() async throws {
        let sessions = FakeSessions()
        let favourites = FakeFavourites()
        let repository = sampleRepositories(1)[0]
        try await ToggleFavourite(favourites: favourites)(repository)
        _ = try await SignIn(source: FakeAccountSource(validToken: "t", account: account), sessions: sessions)(token: "t")
        try await SignOut(sessions: sessions)()
        #expect(try await ShowAccount(sessions: sessions)() == nil)
        #expect(try await favourites.all() == [repository])
    }
}
