import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

@Suite("EnvironmentTokenSessionStore")
struct EnvironmentTokenSessionStoreTests {
    let token: AccessToken
    let other: AccessToken
    let mona = Account(login: "mona", name: "Mona Lisa", publicRepositoryCount: 8)
    let octocat = Account(login: "octocat")

    init() throws {
        token = try AccessToken("env-token")
        other = try AccessToken("typed-token")
    }

    @Test("the first read confirms the outside token with the source; later reads need no request; nothing is stored")
    func confirmsOnFirstRead() async throws {
        let stored = InMemorySessionStore()
        let source = ScriptedAccountSource(validToken: token, account: mona)
        let sessions = EnvironmentTokenSessionStore(token: token, stored: stored, source: source)
        #expect(try await sessions.current() == Session(token: token, account: mona))
        #expect(try await sessions.current()?.account == mona)
        #expect(await source.requests == 1)
        #expect(await stored.session == nil, "the outside token is not written to the database")
        #expect(await stored.writes == 0)
    }

    @Test("reads made while the token is being confirmed wait for that one request (the launch's and the Account tab's)")
    func concurrentReadsShareOneRequest() async throws {
        let source = HeldAccountSource(account: mona)
        let sessions = EnvironmentTokenSessionStore(token: token, stored: InMemorySessionStore(), source: source)
        async let first = sessions.current()
        async let second = sessions.current()
        // Give both reads every chance to reach the source before it answers: a second request
        // would show here as 2.
        for _ in 0..<1_000 where await source.requests < 2 { await Task.yield() }
        await source.release()
        #expect(try await first?.account == mona)
        #expect(try await second?.account == mona)
        #expect(await source.requests == 1)
        #expect(try await sessions.current()?.account == mona)
        #expect(await source.requests == 1, "the confirmed session is kept")
    }

    @Test("the outside token's account comes before a stored session, which stays untouched")
    func comesBeforeTheStoredSession() async throws {
        let stored = InMemorySessionStore(Session(token: other, account: octocat))
        let sessions = EnvironmentTokenSessionStore(token: token, stored: stored, source: ScriptedAccountSource(validToken: token, account: mona))
        #expect(try await sessions.current()?.account == mona)
        #expect(await stored.session == Session(token: other, account: octocat))
    }

    @Test("a refused outside token fails the first read, then is not tried again")
    func refusedToken() async throws {
        let stored = InMemorySessionStore(Session(token: other, account: octocat))
        let source = ScriptedAccountSource(validToken: other, account: octocat)
        let sessions = EnvironmentTokenSessionStore(token: token, stored: stored, source: source)
        await #expect(throws: DataSourceError.unauthorized) { try await sessions.current() }
        #expect(try await sessions.current()?.account == octocat, "the stored session is shown from then on")
        #expect(await source.requests == 1)
    }

    @Test("a source that cannot answer fails the read, and the next read tries again")
    func offlineSource() async throws {
        let stored = InMemorySessionStore()
        let source = ScriptedAccountSource(validToken: token, account: mona, failure: .offline(detail: "no network"))
        let sessions = EnvironmentTokenSessionStore(token: token, stored: stored, source: source)
        await #expect(throws: DataSourceError.offline(detail: "no network")) { try await sessions.current() }
        await source.fail(with: nil)
        #expect(try await sessions.current()?.account == mona)
        #expect(await source.requests == 2)
    }

    @Test("requests carry the outside token, unchecked, until a sign-out or sign-in by hand; then the stored session's")
    func requestToken() async throws {
        let stored = InMemorySessionStore(Session(token: other, account: octocat))
        let source = ScriptedAccountSource(validToken: token, account: mona)
        let sessions = EnvironmentTokenSessionStore(token: token, stored: stored, source: source)
        #expect(await sessions.requestToken() == token)
        #expect(await source.requests == 0, "choosing the token for a request asks the source nothing")
        try await sessions.signOut()
        #expect(await sessions.requestToken() == nil, "signed out by hand: requests go without a token")
        try await sessions.signIn(Session(token: other, account: octocat))
        #expect(await sessions.requestToken() == other, "signed in by hand: requests carry the new token")
    }

    @Test("a refused outside token stops being sent once the Account tab has found it refused")
    func refusedTokenIsNotSent() async throws {
        let stored = InMemorySessionStore()
        let sessions = EnvironmentTokenSessionStore(token: token, stored: stored, source: ScriptedAccountSource(validToken: other, account: octocat))
        await #expect(throws: DataSourceError.unauthorized) { try await sessions.current() }
        #expect(await sessions.requestToken() == nil)
    }

    @Test("after signing out or in by hand, the outside token no longer applies")
    func handSignOutAndIn() async throws {
        let stored = InMemorySessionStore()
        let source = ScriptedAccountSource(validToken: token, account: mona)
        let sessions = EnvironmentTokenSessionStore(token: token, stored: stored, source: source)
        #expect(try await sessions.current()?.account == mona)
        try await sessions.signOut()
        #expect(try await sessions.current() == nil)
        try await sessions.signIn(Session(token: other, account: octocat))
        #expect(try await sessions.current()?.account == octocat)
        #expect(await stored.session == Session(token: other, account: octocat))
        #expect(await source.requests == 1)
    }
}
