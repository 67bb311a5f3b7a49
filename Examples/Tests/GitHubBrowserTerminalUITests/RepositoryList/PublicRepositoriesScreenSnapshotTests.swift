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

/// Headless snapshots of every state of the Public tab, through the real `Application`.
@MainActor
@Suite("Public tab screen")
struct PublicRepositoriesScreenSnapshotTests: HeadlessScreenTest {
    typealias Fixtures = RepositoryListFixtures

    let first = ScriptedResponses<RepositoryListing>()
    let next = ScriptedResponses<RepositoryListing>()
    let clock = ManualClock()
    let terminal = HeadlessTerminal(size: TerminalSize(columns: 64, rows: 14))

    func launch(besideAnotherTab: Bool = false) async -> Application {
        let clock = clock
        let dependencies = RepositoryListDependencies(
            listRepositories: Fixtures.pages(first: first, next: next),
            now: { clock.now },
            timeZone: TimeZone(identifier: "UTC") ?? .current
        )
        // With an Account screen, so that failure alerts offer "Sign in".
        let builder = makeScreenBuilder(account: ScriptedAccountService().dependencies)
        let screen = builder.repositoryList(dependencies)
        let other = BaseViewController()
        other.title = "Other"
        let root = besideAnotherTab ? TabBarController(viewControllers: [screen, other]) : screen
        let app = Application(terminal: terminal, root: root, environment: [:])
        await Task.settle()
        return app
    }

    @Test("first load: a full-screen spinner")
    func loading() async {
        let app = await launch()
        ScreenSnapshot.assert(await screen(app, showing: "Loading public"), named: "public-loading")
    }

    @Test("loaded: the list, \"Show more\" as its last row, and the refresh key in the status line")
    func loaded() async {
        let app = await launch()
        await first.respond(.success(Fixtures.listing(5, more: true)))
        ScreenSnapshot.assert(await screen(app, showing: "5 loaded"), named: "public-loaded")
    }

    @Test("refreshing: the list stays and a small indicator turns in the header")
    func refreshing() async {
        let app = await launch()
        await first.respond(.success(Fixtures.listing(3, more: false)))
        _ = await screen(app, showing: "All 3")
        app.send(.character("r"))
        ScreenSnapshot.assert(await screen(app, showing: "Refreshing"), named: "public-refreshing")
    }

    @Test("empty: a calm message, not an error")
    func empty() async {
        let app = await launch()
        await first.respond(.success(Fixtures.listing(0, more: false)))
        ScreenSnapshot.assert(await screen(app, showing: "No public repositories"), named: "public-empty")
    }

    @Test("failed: the failure look under an alert with Retry and Close; Close leaves the failure screen")
    func failed() async {
        let app = await launch()
        await first.respond(.failure(.offline))
        ScreenSnapshot.assert(await screen(app, showing: "[ Retry ]"), named: "public-failed-alert")
        app.send(.escape)
        ScreenSnapshot.assert(await screen(app, showing: "Press r to try again"), named: "public-failed")
    }

    @Test("server error: its own look")
    func serverError() async {
        let app = await launch()
        await first.respond(.failure(.server(status: 503)))
        _ = await screen(app, showing: "[ Retry ]")
        app.send(.escape)
        ScreenSnapshot.assert(await screen(app, showing: "Server error — HTTP 503"), named: "public-server-error")
    }

    @Test("load more: reaching the end shows that more is loading in the last row, then the longer list")
    func loadMore() async {
        let app = await launch()
        await first.respond(.success(Fixtures.listing(4, more: true)))
        _ = await screen(app, showing: "4 loaded")
        app.send(.end)
        ScreenSnapshot.assert(await screen(app, showing: "Loading more…"), named: "public-loading-more")
        #expect(await next.callCount == 1)
        await next.respond(.success(Fixtures.listing(6, more: false)))
        _ = await screen(app, showing: "All 6 repositories loaded")
    }

    @Test("a failed page is the list's last row, which Enter tries again")
    func failedPage() async {
        let app = await launch()
        await first.respond(.success(Fixtures.listing(4, more: true)))
        _ = await screen(app, showing: "4 loaded")
        app.send(.end)
        _ = await screen(app, showing: "Loading more…")
        await next.respond(.failure(.offline))
        ScreenSnapshot.assert(await screen(app, showing: "Could not load more"), named: "public-failed-page")
        app.send(.up, .down, .enter)
        _ = await screen(app, showing: "Loading more…")
        await next.respond(.success(Fixtures.listing(6, more: false)))
        _ = await screen(app, showing: "All 6 repositories loaded")
        #expect(await next.callCount == 2)
    }

    @Test("a failed implicit reload, on coming back to the tab later, keeps the list under a notice as its first row")
    func staleNotice() async {
        let app = await launch(besideAnotherTab: true)
        await first.respond(.success(Fixtures.listing(2, more: false)))
        _ = await screen(app, showing: "All 2")
        clock.advance(by: 3_600)
        app.send(.character("2"))
        app.send(.character("1"))
        await first.respond(.failure(.timedOut))
        ScreenSnapshot.assert(await screen(app, showing: "Not updated"), named: "public-stale-notice")
    }
}
