import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// The Redux detail screen — view controller and screen object over the one store, on a headless
/// terminal — with an `AlertClientSpy` behind each of its alerts (the screen object is generic over
/// its alert clients, as article ⑤'s screens are).
@MainActor
@Suite("Redux app: the detail screen with AlertClientSpys")
struct RepositoryDetailScreenAlertTests {
    typealias Screen = RepositoryDetailScreen<AlertClientSpy<LoadRepositoryErrorAction>, AlertClientSpy<SaveFavouriteErrorAction>>

    private let nio = RepositoryID(owner: "apple", name: "swift-nio")

    @Test("a failed load goes to the load spy, not to the screen; the spy's Retry loads again, its Close pops the state's stack")
    func failedLoad() async throws {
        let catalog = InMemoryCatalog()
        await catalog.fail(with: .offline(detail: "no route to host"), times: 2)
        let browser = BrowserStore(environment: FeatureFixtures.environment(catalog: catalog))
        let screen = RepositoryDetailViewController(title: nio.fullName, rows: { _ in }) { [nio] parts in
            Screen(id: nio, tab: .search, browser: browser, display: parts.display, host: parts.host)
        }
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: 16))
        let app = Application(terminal: terminal, root: screen, environment: [:])
        app.renderNow()
        let detail = try #require(screen.screen as? Screen)
        let spy = detail.loadErrorAlert
        #expect(spy.viewController === screen, "the screen made its own alert client")

        browser.openRepository(nio, on: .search)
        #expect(browser.state.navigation.stack(of: .search) == [.repository(nio)])
        #expect(await Task.settle { spy.currentStrategy != nil })
        #expect(spy.currentStrategy?.title == "You are offline")
        #expect(spy.currentStrategy?.actions == [.retry, .close])
        #expect(detail.saveFailureAlert.alert.shownStrategies.isEmpty)
        app.renderNow()
        #expect(screen.alertDialog == nil, "the spy shows nothing on screen")

        try spy.tap(.retry)
        #expect(await Task.settle { spy.shownStrategies.count == 2 }, "Retry loaded again, which failed again")
        try spy.tap(.close)
        #expect(browser.state.navigation.stack(of: .search).isEmpty, "Close popped the detail off the state's stack")
        #expect(spy.tappedActions == [.retry, .close])
    }
}
