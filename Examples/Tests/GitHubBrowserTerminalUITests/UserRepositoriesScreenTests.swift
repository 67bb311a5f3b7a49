import Foundation
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
@Suite("Your repositories (the signed-in user's)")
struct UserRepositoriesScreenTests {
    @Test("signed in, r on the Account tab lists the user's repositories a page at a time; Enter opens one; sign-out closes the list")
    func listsUserRepositories() async throws {
        let userRepositories = InMemoryUserRepositories(SampleRepositories.all)
        let harness = AccountBrowserHarness(tabs: [.search, .account], columns: 90) { account in
            var dependencies = makeScreenBuilder(account: account).dependencies
            dependencies.environment.userRepositories = ListUserRepositories(source: userRepositories, pageSize: 3)
            return dependencies
        }
        let (browser, app, terminal) = (harness.browser, harness.app, harness.terminal)
        func screenShows(_ text: String) async -> Bool { await harness.shows(text) }

        browser.tabBar.select(.account)
        #expect(await screenShows("Not signed in"))
        #expect(!terminal.plainText.contains("your repositories"), "not offered before signing in")
        #expect(await harness.signIn())
        #expect(await screenShows("r your repositories"), "offered once signed in:\n\(terminal.plainText)")

        app.send(.character("r"))
        #expect(await screenShows("Your repositories"))
        #expect(await screenShows("apple/swift-nio"), "the first page:\n\(terminal.plainText)")
        #expect(await screenShows("3 loaded"))
        ScreenSnapshot.assert(terminal.plainText, named: "user-repositories")
        app.send(.end)
        #expect(await screenShows("All 5 repositories loaded"), "the next page, at the end of the list:\n\(terminal.plainText)")
        #expect(await userRepositories.requestedPages == [1, 2])

        app.send(.home, .enter)
        let account = try #require(browser.tabBar.navigation(of: .account) as? NavigationController)
        #expect(await eventually { account.viewControllers.count == 3 }, "the detail opened over the list")
        #expect(await screenShows("Event-driven network application framework"))

        app.send(.escape, .escape)
        #expect(await screenShows("Signed in as The Octocat"))
        app.send(.character("s"))
        #expect(await screenShows("Not signed in"))
        #expect(account.viewControllers.count == 1)
    }
}
