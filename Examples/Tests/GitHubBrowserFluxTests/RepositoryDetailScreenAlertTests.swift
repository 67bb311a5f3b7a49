import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// The Flux detail screen — view controller, screen object, view model over the detail's container
/// and the shared favourites, on a headless terminal — with an `AlertClientSpy` behind each of its
/// alerts (the screen object is generic over its alert clients, as article ⑤'s screens are).
@MainActor
@Suite("Flux app: the detail screen with AlertClientSpys")
struct RepositoryDetailScreenAlertTests {
    typealias Screen = RepositoryDetailScreen<AlertClientSpy<LoadRepositoryErrorAction>, AlertClientSpy<SaveFavouriteErrorAction>>

    private let nio = RepositoryID(owner: "apple", name: "swift-nio")

    @Test("a failed load goes to the load spy, not to the screen; the spy's Retry loads again, its Close leaves through the router")
    func failedLoad() async throws {
        let catalog = InMemoryCatalog()
        await catalog.fail(with: .offline(detail: "no route to host"), times: 2)
        let environment = FeatureFixtures.environment(catalog: catalog)
        let favourites = FavouritesContainer(environment: environment)
        let viewModel = RepositoryDetailViewModel(detail: RepositoryDetailContainer(id: nio, environment: environment), favourites: favourites)
        let router = RecordingDetailRouter()
        let screen = RepositoryDetailViewController(title: nio.fullName, rows: { _ in }) { parts in
            Screen(viewModel: viewModel, favourites: favourites, display: parts.display, host: parts.host, router: router)
        }
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: 16))
        let app = Application(terminal: terminal, root: screen, environment: [:])
        app.renderNow()
        let detail = try #require(screen.screen as? Screen)
        let spy = detail.loadErrorAlert
        #expect(spy.viewController === screen, "the screen made its own alert client")

        #expect(await Task.settle { spy.currentStrategy != nil })
        #expect(spy.currentStrategy?.title == "You are offline")
        #expect(spy.currentStrategy?.actions == [.retry, .close])
        #expect(detail.saveFailureAlert.alert.shownStrategies.isEmpty)
        app.renderNow()
        #expect(screen.alertDialog == nil, "the spy shows nothing on screen")

        try spy.tap(.retry)
        #expect(await Task.settle { spy.shownStrategies.count == 2 }, "Retry loaded again, which failed again")
        #expect(router.closeCount == 0)
        try spy.tap(.close)
        #expect(router.closeCount == 1)
        #expect(spy.tappedActions == [.retry, .close])
    }
}

/// A detail router that counts the times it was asked to close the screen.
@MainActor
private final class RecordingDetailRouter: RepositoryDetailRouting {
    private(set) var closeCount = 0

    func closeDetail() { closeCount += 1 }
}
