import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// The README on the terminal's detail screen, drawn headless by the real app: rendered, scrolled
/// on a small terminal, hostile text kept off the screen, and every state without one.
@MainActor
@Suite("Repository detail: the README")
struct ReadmeScreenTests {
    private let nio = SampleRepositories.nio.id
    private let link = "strata://repos/apple/swift-nio"

    @Test("the README under the facts: headings, markers, quotes, code and rules (golden)")
    func rendered() async {
        let harness = BrowserHarness(link: link, rows: 48, readmes: InMemoryReadmes([nio: SampleReadmes.plain]))
        #expect(await harness.waitFor("Apache 2.0"))
        GoldenSnapshot.assertMatches(harness.screen, named: "detail-readme")
    }

    @Test("on a small terminal the README is below the facts, and ↓, PgDn and End scroll to it")
    func scrolls() async {
        let harness = BrowserHarness(link: link, readmes: InMemoryReadmes([nio: SampleReadmes.plain]))
        #expect(await harness.waitFor("☆ Not a favourite"))
        #expect(!harness.screen.contains("Apache 2.0"))
        // End again until the README has come in under the facts.
        #expect(await eventually {
            harness.app.send(.end)
            return harness.screen.contains("Apache 2.0")
        })
        GoldenSnapshot.assertMatches(harness.screen, named: "detail-readme-scrolled")
        harness.app.send(.home)
        #expect(await harness.waitFor("Owner"))
        harness.app.send(.pageDown)
        #expect(!harness.screen.contains("Event-driven network application framework"))
        harness.app.type("f")
        #expect(await harness.waitFor("★ Favourite"), "f still toggles the favourite while the body has the focus")
    }

    @Test("the hostile README brings no escape sequence, C1 control or bidi override to the screen")
    func hostile() async {
        let harness = BrowserHarness(link: link, rows: 40, readmes: InMemoryReadmes([nio: SampleReadmes.hostile]))
        #expect(await harness.waitFor("indented"))
        let screen = harness.screen
        #expect(screen.contains("Kite") && screen.contains("clear") && screen.contains("red"))
        #expect(!SampleReadmes.holdsControlCharacters(screen), "\(screen.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })")
        #expect(!screen.contains("\u{202E}"))
    }

    @Test("no README, a failed one with r to try again, and the offline source each say so")
    func statesWithoutADocument() async {
        let none = BrowserHarness(link: link, rows: 40, readmes: InMemoryReadmes())
        #expect(await none.waitFor("This repository has no README."))

        let readmes = InMemoryReadmes([nio: SampleReadmes.plain])
        await readmes.fail(with: .serviceUnavailable(retryAfter: nil))
        let failing = BrowserHarness(link: link, rows: 40, readmes: readmes)
        #expect(await failing.waitFor("GitHub is unavailable"))
        #expect(failing.screen.contains("Press r to try again."))
        await readmes.fail(with: nil)
        failing.app.type("r")
        #expect(await failing.waitFor("Apache 2.0"))

        let offline = BrowserHarness(link: link, rows: 40)
        #expect(await offline.waitFor("--source github"))
    }

    @Test("a README too long to keep says the rest is on GitHub")
    func shortened() async {
        let harness = BrowserHarness(link: link, rows: 24, readmes: InMemoryReadmes([nio: SampleReadmes.oversized]))
        #expect(await harness.waitFor("☆ Not a favourite"))
        #expect(await eventually {
            harness.app.send(.end)
            return harness.screen.contains("the rest is on GitHub")
        })
    }
}
