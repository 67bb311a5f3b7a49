import GitHubBrowserDomain
import GitHubBrowserTestSupport
import StrataTerminal
import Testing

/// The Favourites list's rows on a terminal: article ⑤'s cell events, handled in the list's data
/// source between each row and its `FavouriteRowViewModel`.
@Suite("Favourites rows: the highlight reaches each row's view model")
@MainActor
struct FavouriteRowEventsTests {
    @Test("the highlighted row's detail begins with ↵; moving the highlight redraws the rows it leaves and reaches")
    func highlightReachesRows() async {
        let harness = BrowserHarness(favourites: [SampleRepositories.hummingbird, SampleRepositories.nio])
        harness.tabBarController.select(index: 1)
        #expect(await harness.waitFor("2 favourites"))
        @MainActor func line(_ name: String) -> String {
            harness.screen.split(separator: "\n").first { $0.contains(name) }.map(String.init) ?? ""
        }
        #expect(line("hummingbird-project/hummingbird").contains("↵ Swift"))
        #expect(!line("apple/swift-nio").contains("↵"))
        harness.app.send([.down])
        #expect(!line("hummingbird-project/hummingbird").contains("↵"))
        #expect(line("apple/swift-nio").contains("↵ Swift"))
    }

    @Test("removing the highlighted favourite moves the highlight, and the row now highlighted says ↵")
    func removalMovesHighlight() async {
        let harness = BrowserHarness(favourites: [SampleRepositories.hummingbird, SampleRepositories.nio])
        harness.tabBarController.select(index: 1)
        #expect(await harness.waitFor("2 favourites"))
        harness.app.type("f")
        #expect(await harness.waitFor("1 favourite "))
        #expect(harness.screen.contains("↵ Swift"))
    }
}
