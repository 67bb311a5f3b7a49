import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

@MainActor
@Suite("Sign-out on the real browser")
struct SignOutResetTests {
    @Test("signing out on the Account tab closes the detail opened on Search, clears the search, and keeps the favourites")
    func signOutResetsEveryScreen() async throws {
        let favourites = InMemoryFavourites([SampleRepositories.grdb])
        let harness = AccountBrowserHarness(tabs: [.search, .favourites, .account]) { account in
            makeScreenBuilder(favourites: favourites, account: account).dependencies
        }
        let (browser, app, terminal) = (harness.browser, harness.app, harness.terminal)
        func screenShows(_ text: String) async -> Bool { await harness.shows(text) }
        #expect(await harness.signIn())

        // Search, and open a repository.
        browser.tabBar.select(.search)
        app.type("argument")
        #expect(await screenShows("apple/swift-argument-parser"))
        app.send(.tab, .enter)
        let search = try #require(browser.tabBar.navigation(of: .search) as? NavigationController)
        #expect(await eventually { search.viewControllers.count == 2 }, "the detail is open")

        // Sign out.
        browser.tabBar.select(.account)
        app.send(.character("s"))
        #expect(await screenShows("Not signed in"))
        #expect(search.viewControllers.count == 1, "the detail seen with the user's token is closed")
        browser.tabBar.select(.search)
        #expect(await screenShows(SearchStatusText.prompt), "the search starts afresh:\n\(terminal.plainText)")
        #expect(!terminal.plainText.contains("swift-argument-parser"))
        #expect(try await favourites.all().map(\.id) == [SampleRepositories.grdb.id], "local favourites stay")
    }
}
