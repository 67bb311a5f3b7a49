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
@Suite("Public tab builder")
struct PublicRepositoriesBuilderTests {
    @Test("the built tab lists the catalog's public repositories, pages through them, and opens one")
    func builtTab() async throws {
        let catalog = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5))
        let tab = try #require(makeScreenBuilder(catalog: catalog, publicPageSize: 3).publicRepositories())
        let navigation = NavigationController(rootViewController: tab)
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 64, rows: 12))
        let app = Application(terminal: terminal, root: navigation, environment: [:])
        #expect(tab.title == "Public")
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("Show more") })
        #expect(terminal.plainText.contains("3 loaded"))
        app.send(.end)
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("All 5 repositories loaded") })
        // The last row is the end of the list; the one above it, the last repository.
        app.send(.end)
        app.send(.up)
        app.send(.enter)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers.last is RepositoryDetailViewController)
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("octo/repo-4") })
    }
}

@MainActor
@Suite("Public tab and Account screen together")
struct PublicAndAccountTests {
    @Test("an unauthorized list offers Sign in, which presents the Account screen; signing in closes it and reloads")
    func signInFromFailure() async throws {
        let catalog = InMemoryPublicCatalog(RepositoryListFixtures.repositories(2), failure: .unauthorized)
        let sessions = InMemorySessions()
        let source = OneTokenAccountSource(validToken: "ghp_good", account: ScriptedAccountService.octocat)
        // Signing in is what makes the source answer again.
        let builder = makeScreenBuilder(
            catalog: catalog,
            publicPageSize: 30,
            account: accountDependencies(source: source, sessions: sessions, onSignedIn: { _ in catalog.fail(with: nil) })
        )
        let tab = try #require(builder.publicRepositories())
        let other = BaseViewController()
        other.title = "Other"
        let root = TabBarController(viewControllers: [NavigationController(rootViewController: tab), other])
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 64, rows: 16))
        let app = Application(terminal: terminal, root: root, environment: [:])
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("[ Sign in ]") })
        app.send(.enter)
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("Personal access token") })
        app.type("ghp_good")
        app.send(.enter)
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("All 2 repositories loaded") })
    }
}
