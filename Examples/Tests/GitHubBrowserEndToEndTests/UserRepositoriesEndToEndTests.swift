import Foundation
import GitHubBrowserFakeGitHub
import StrataTesting
import Testing

/// The signed-in user's repositories on the real binary against the local fake GitHub.
@Suite("github-browser: your repositories", .serialized, .needsLiveTransport)
struct UserRepositoriesEndToEndTests {
    typealias Live = LiveSourceEndToEndTests

    @Test("sign in, r lists the user's repositories from GET /user/repos with the token; sign-out closes the list",
          .enabled(if: Live.browser != nil && Live.tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func userRepositories(architecture: Architecture) async throws {
        let files = try await Live.Files()
        try await FakeGitHub.run { fake, url in
            let session = try Live.start(files, architecture: architecture, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Live.switchTab(session, to: 4)
            #expect(await session.waitFor("Not signed in") != nil, "the Account tab:\n\(session.pane())")
            try session.send(FakeGitHub.validToken, literal: true)
            try session.send("Enter")
            #expect(await session.waitFor("r your repositories") != nil, "signed in, the key is offered:\n\(session.pane())")
            try session.send("r", literal: true)
            let list = await session.waitFor("\(FakeGitHub.accountLogin)/own-5")
            #expect(list != nil, "the user's repositories:\n\(session.pane())")
            #expect(list?.contains("Your repositories") == true)
            #expect(fake.hitCount("user/repos") >= 1)
            try session.send("Escape")
            #expect(await session.waitFor("s sign out") != nil, "back on the account:\n\(session.pane())")
            try session.send("s", literal: true)
            #expect(await session.waitFor("Not signed in") != nil, "signed out:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
    }
}
