import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// The real Search screen — view controller, screen object, presenter, data source, on a headless
/// terminal — with an `AlertClientSpy` behind it in place of its alert client (the screen object is
/// generic over it).
@MainActor
@Suite("Search screen with an AlertClientSpy")
struct SearchScreenAlertTests {
    typealias Screen = SearchScreen<SearchPresenter, AlertClientSpy<FetchRepositoriesErrorAction>>

    let catalog = InMemoryCatalog()
    let terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: 16))

    func launch() -> (SearchViewController, Application) {
        let builder = makeScreenBuilder(catalog: catalog)
        let screen = SearchViewController(title: "Search", rows: { ItemListDataSource(listView: $0.listView) }) { parts in
            Screen(
                display: parts.display, rows: parts.rows, host: parts.host, router: builder.router(from: parts.transitioner),
                dependencies: builder.dependencies.search
            )
        }
        let app = Application(terminal: terminal, root: screen, environment: [:])
        app.renderNow()
        return (screen, app)
    }

    @Test("a failed search goes to the spy, not to the screen; the spy's Retry runs the screen's handler")
    func failedSearch() async throws {
        await catalog.fail(with: .offline(detail: "no route to host"))
        let (screen, app) = launch()
        let spy = try #require(screen.screen as? Screen).fetchErrorAlert
        #expect(spy.viewController === screen, "the screen made its own alert client")
        screen.search(for: "nio")
        #expect(await eventually { spy.currentStrategy != nil })
        #expect(spy.currentStrategy?.title == "You are offline")
        #expect(spy.currentStrategy?.actions == [.retry, .cancel])
        app.renderNow()
        #expect(screen.alertDialog == nil, "the spy shows nothing on screen")
        try spy.tap(.retry)
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("apple/swift-nio") })
        #expect(await catalog.searchedQueries == ["nio", "nio"])
    }
}
