import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// The Redux app's Public tab — view controller and screen object over the one store, on a
/// headless terminal — with an `AlertClientSpy` behind its alert (the screen object is generic over
/// its alert's client, as article ⑤'s screens are), and the rows chapter 15 mixes in its list.
@MainActor
@Suite("Redux app: the Public tab with an AlertClientSpy")
struct RepositoryListScreenAlertTests {
    typealias Screen = RepositoryListScreen<AlertClientSpy<FetchRepositoryListErrorAction>>

    private func launch(_ publicList: InMemoryPublicCatalog) throws -> (BrowserStore, RepositoryListViewController, Screen, Application) {
        var environment = FeatureFixtures.environment()
        environment.publicRepositories = ListPublicRepositories(catalog: publicList, pageSize: 3)
        let browser = BrowserStore(environment: environment)
        let screen = RepositoryListViewController(title: "Public", rows: { ItemListDataSource(listView: $0.listView) }) { parts in
            Screen(
                list: .publicRepositories, tab: .publicRepositories, browser: browser, display: parts.display, rows: parts.rows,
                host: parts.host, canSignIn: true, timeZone: TimeZone(identifier: "UTC") ?? .current
            )
        }
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: 16))
        let app = Application(terminal: terminal, root: screen, environment: [:])
        app.renderNow()
        return (browser, screen, try #require(screen.screen as? Screen), app)
    }

    @Test("a failed first load goes to the spy, not to the screen; the spy's Retry loads the list, which ends in \"Show more\"")
    func failedLoad() async throws {
        let publicList = InMemoryPublicCatalog(FeatureFixtures.repositories(5), failure: .offline(detail: "no route to host"))
        let (browser, screen, list, app) = try launch(publicList)
        let spy = list.outputs.fetchErrorAlert
        #expect(spy.viewController === screen, "the screen made its own alert client")

        screen.viewWillAppear(false)
        #expect(await Task.settle { spy.currentStrategy != nil })
        #expect(spy.currentStrategy?.title == "You are offline")
        #expect(spy.currentStrategy?.actions == [.retry, .cancel])
        app.renderNow()
        #expect(screen.alertDialog == nil, "the spy shows nothing on screen")

        publicList.fail(with: nil)
        try spy.tap(.retry)
        #expect(await Task.settle { browser.state.publicRepositories.request.value != nil })
        let rows = try #require(list.outputs.rows as? ItemListDataSource<RepositoryListRow>)
        #expect(rows.items.map(\.text) == FeatureFixtures.repositories(3).map { RepositoryListItem($0).text } + ["Show more"])
    }

    @Test("a failed page is the list's last row and raises no alert; Enter on it loads the page, and the list ends")
    func failedPage() async throws {
        let publicList = InMemoryPublicCatalog(FeatureFixtures.repositories(5))
        publicList.failLaterPages(with: .offline(detail: "no route to host"))
        let (browser, screen, list, app) = try launch(publicList)
        let rows = try #require(list.outputs.rows as? ItemListDataSource<RepositoryListRow>)
        screen.viewWillAppear(false)
        #expect(await Task.settle { rows.items.count == 4 })
        app.send(.end)
        // Rows compare by their place (the last row is one row whatever its kind): ask for the kind.
        let failed = { if case .loadMoreFailed? = rows.items.last { true } else { false } }
        #expect(await Task.settle { failed() && !browser.state.publicRepositories.isLoadingMore })
        #expect(rows.items.last?.text == "Could not load more: you are offline.")
        #expect(list.outputs.fetchErrorAlert.shownStrategies.isEmpty, "the row says it: no alert")
        publicList.failLaterPages(with: nil)
        app.send(.enter)
        #expect(await Task.settle { rows.items.last?.text == "All 5 repositories loaded" })
        #expect(publicList.laterPageRequestCount == 2)
    }
}
