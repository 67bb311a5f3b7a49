import Foundation
import GitHubBrowserFakeGitHub
import StrataTesting
import Testing

/// What the user sees when the live API goes away while the app runs: saved results, said to be
/// saved, with the reason on demand.
@Suite("github-browser --source github when the API goes away", .serialized, .needsLiveTransport)
struct OfflineFallbackEndToEndTests {
    typealias Live = LiveSourceEndToEndTests

    @Test("the API stops answering: search shows saved results under “Offline — showing saved results from”, and ^O says why",
          .enabled(if: Live.browser != nil && Live.tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func savedResultsAreSaidToBeSaved(architecture: Architecture) async throws {
        let files = try await Live.Files()
        let session = try await FakeGitHub.run { _, url -> TmuxSession in
            let session = try Live.start(files, architecture: architecture, api: url)
            await session.expectFirstScreen()
            try Live.search(session, "zephyr")
            let live = await session.waitFor("☆ octo/zephyr-kite")
            #expect(live != nil, "the live results:\n\(session.pane())")
            #expect(live?.contains("Offline") == false, "live results are not called saved")
            return session
        }
        defer { session.kill() }
        // The fake GitHub is gone; the app still runs, live.
        try Live.search(session, "zephyr kite")
        let saved = await session.waitFor("Offline — showing saved results from", seconds: 40)
        #expect(saved != nil, "the status line says the results are saved:\n\(session.pane())")
        #expect(saved?.contains("☆ octo/zephyr-kite") == true, "and shows them")
        try session.send("C-o")
        let reason = await session.waitFor("Showing saved results")
        #expect(reason != nil, "^O explains:\n\(session.pane())")
        #expect(reason?.contains("could not be reached") == true, "with the reason")
        try session.send("Escape")
        try await session.expectCleanQuit()
    }
}
