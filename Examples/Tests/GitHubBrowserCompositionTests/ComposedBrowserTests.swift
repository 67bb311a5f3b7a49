import GitHubBrowserComposition
import StrataTerminal
import Testing

@Suite("ComposedBrowser")
@MainActor
struct ComposedBrowserTests {
    @Test("draws exactly one frame of the root screen, then takes keys like a running app")
    func firstFrame() async throws {
        let directory = try TemporaryDirectory()
        let browser = try await BrowserComposition.compose(directory.settings())
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: 24))
        let application = browser.drawFirstFrame(on: terminal)
        #expect(application.frameCount == 1)
        #expect(application.root === browser.root)
        #expect(!terminal.plainText.contains("No favourites"))
        application.send(.tab, .character("2"))
        application.renderNow()
        #expect(terminal.plainText.contains("No favourites"))
    }
}
