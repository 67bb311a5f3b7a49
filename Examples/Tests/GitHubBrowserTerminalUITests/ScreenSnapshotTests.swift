import GitHubBrowserDomain
@testable import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// Golden snapshots of every screen, drawn headless by the real app (coordinator, tabs, screens)
/// over in-memory sources. Record again with `STRATA_RECORD_SNAPSHOTS=1`.
@MainActor
@Suite("Screen snapshots")
struct ScreenSnapshotTests {
    @Test("Search, before typing")
    func searchEmpty() {
        let harness = BrowserHarness()
        GoldenSnapshot.assertMatches(harness.screen, named: "search-empty")
    }

    @Test("Search, with results and favourite marks")
    func searchResults() async {
        let harness = BrowserHarness(favourites: [SampleRepositories.grdb])
        #expect(await harness.type("swift", until: "4 of 4 repositories"))
        #expect(await harness.waitFor("★ groue/GRDB.swift"))
        GoldenSnapshot.assertMatches(harness.screen, named: "search-results")
    }

    @Test("Search, the list focused after ↓")
    func searchListFocused() async {
        let harness = BrowserHarness()
        #expect(await harness.type("swift", until: "4 of 4 repositories"))
        harness.app.send(.down, .down)
        GoldenSnapshot.assertMatches(harness.screen, named: "search-list-focused")
    }

    @Test("Search, a failed fetch as an alert")
    func searchError() async {
        let harness = BrowserHarness()
        await harness.catalog.fail(with: .server(status: 503))
        #expect(await harness.type("nio", until: "Server error"))
        GoldenSnapshot.assertMatches(harness.screen, named: "search-error-alert")
    }

    @Test("GitHub unavailable (a 503): its own screen over the search, with when to try again (§15.3)")
    func serviceUnavailable() async {
        let harness = BrowserHarness()
        await harness.catalog.fail(with: .serviceUnavailable(retryAfter: nil))
        #expect(await harness.type("nio", until: "Try again in a"))
        GoldenSnapshot.assertMatches(harness.screen, named: "service-unavailable")
    }

    @Test("Repository detail, a favourite")
    func detail() async {
        let harness = BrowserHarness(link: "strata://repos/apple/swift-nio", favourites: [SampleRepositories.nio], rows: 24)
        #expect(await harness.waitFor("★ Favourite"))
        GoldenSnapshot.assertMatches(harness.screen, named: "detail-favourite")
    }

    @Test("Repository detail, f toggles the mark")
    func detailToggled() async {
        let harness = BrowserHarness(link: "strata://repos/groue/GRDB.swift", rows: 24)
        #expect(await harness.waitFor("☆ Not a favourite"))
        harness.app.type("f")
        #expect(await harness.waitFor("★ Favourite"))
        GoldenSnapshot.assertMatches(harness.screen, named: "detail-toggled")
    }

    @Test("Favourites, listing what was saved")
    func favourites() async {
        let harness = BrowserHarness(favourites: [SampleRepositories.hummingbird, SampleRepositories.nio])
        harness.tabBarController.select(index: 1)
        #expect(await harness.waitFor("2 favourites"))
        GoldenSnapshot.assertMatches(harness.screen, named: "favourites")
    }

    @Test("Favourites, empty")
    func favouritesEmpty() async {
        let harness = BrowserHarness()
        harness.tabBarController.select(index: 1)
        #expect(await harness.waitFor("No favourites yet"))
        GoldenSnapshot.assertMatches(harness.screen, named: "favourites-empty")
    }

    @Test("A bad link: the app opens with an alert")
    func badLink() {
        let harness = BrowserHarness(link: "strata://repos/only-owner")
        GoldenSnapshot.assertMatches(harness.screen, named: "bad-link-alert")
    }

    @Test("Toggling in the detail updates Search and Favourites without a reload")
    func syncAcrossScreens() async {
        let harness = BrowserHarness()
        #expect(await harness.type("grdb", until: "☆ groue/GRDB.swift"))
        harness.app.send(.down, .enter)
        #expect(await harness.waitFor("☆ Not a favourite"))
        harness.app.type("f")
        #expect(await harness.waitFor("★ Favourite"))
        harness.app.send(.escape)
        #expect(await harness.waitFor("★ groue/GRDB.swift"))
        harness.tabBarController.select(index: 1)
        #expect(await harness.waitFor("1 favourite"))
        #expect(harness.screen.contains("★ groue/GRDB.swift"))
        #expect(await harness.catalog.searchedQueries == ["grdb"], "one search for the whole burst of keystrokes")
    }
}
