import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataFlux
import Testing

/// A detail screen's parts: the action creator over a fake catalog, and the view model over the
/// detail's store and the shared favourites.
@MainActor
@Suite("Flux app: the detail feature")
struct DetailTests {
    private let nio = RepositoryID(owner: "apple", name: "swift-nio")

    @Test("loading dispatches started then loaded; a second load while one runs is refused")
    func load() async throws {
        let container = RepositoryDetailContainer(id: nio, environment: FeatureFixtures.environment())
        let actions = DispatchedActions(container.dispatcher)
        let task = container.actionCreator.load()
        #expect(container.actionCreator.load() == nil)
        await task?.value
        guard actions.all.count == 2, case .loaded(let detail) = actions.all[1] else {
            Issue.record("expected started then loaded, got \(actions.all)")
            return
        }
        #expect(actions.all[0] == .loadStarted)
        #expect(detail.repository.id == nio)
    }

    @Test("a failed load is dispatched and fires the alert once")
    func failedLoad() async throws {
        let catalog = InMemoryCatalog()
        await catalog.fail(with: .offline(detail: "no route to host"))
        let container = RepositoryDetailContainer(id: nio, environment: FeatureFixtures.environment(catalog: catalog))
        let actions = DispatchedActions(container.dispatcher)
        await container.actionCreator.load()?.value
        #expect(actions.all.count == 2)
        #expect(container.store.state.failure.value != nil)
        #expect(container.store.state.request.value == nil)
    }

    @Test("the view model: the detail's own mark until the favourites are read, then the shared marks")
    func viewModelMark() async throws {
        let favourites = InMemoryFavourites()
        let environment = FeatureFixtures.environment(favourites: favourites)
        let detail = RepositoryDetailContainer(id: nio, environment: environment)
        let shared = FavouritesContainer(environment: environment)
        let viewModel = RepositoryDetailViewModel(detail: detail, favourites: shared)
        #expect(viewModel.content == nil)
        viewModel.toggleFavourite()  // nothing to toggle before the detail loads
        viewModel.load()
        #expect(await eventually { viewModel.content != nil })
        #expect(!viewModel.isFavourite)
        shared.actionCreator.follow()
        viewModel.toggleFavourite()
        #expect(await eventually { viewModel.isFavourite })
        #expect(try await favourites.all().map(\.id) == [nio])
    }

    @Test("after the detail, the README: started then loaded; the view model's section shows it")
    func readme() async throws {
        let readme = Readme("# swift-nio")
        var environment = FeatureFixtures.environment()
        environment.showReadme = ShowReadme(source: InMemoryReadmes([nio: readme]))
        let container = RepositoryDetailContainer(id: nio, environment: environment)
        let viewModel = RepositoryDetailViewModel(detail: container, favourites: FavouritesContainer(environment: environment))
        let actions = DispatchedActions(container.dispatcher)
        #expect(viewModel.readme == .loading)
        await container.actionCreator.load()?.value
        #expect(Array(actions.all.suffix(2)) == [.readmeStarted, .readmeLoaded(readme)])
        #expect(viewModel.readme == .document(ReadmeDocument(readme)))
    }

    @Test("a failed README stays in its section (no alert); Retry loads it again; the offline source has none")
    func failedReadme() async throws {
        let readmes = InMemoryReadmes()
        await readmes.fail(with: .serviceUnavailable(retryAfter: nil))
        var environment = FeatureFixtures.environment()
        environment.showReadme = ShowReadme(source: readmes)
        let container = RepositoryDetailContainer(id: nio, environment: environment)
        let viewModel = RepositoryDetailViewModel(detail: container, favourites: FavouritesContainer(environment: environment))
        await container.actionCreator.load()?.value
        #expect(viewModel.readme == .failed(.serviceUnavailable(retryAfter: nil)))
        #expect(container.store.state.failure.value == nil)
        await readmes.fail(with: nil)
        viewModel.retryReadme()
        #expect(await eventually { viewModel.readme == .missing })

        let offline = RepositoryDetailContainer(id: nio, environment: FeatureFixtures.environment())
        let offlineModel = RepositoryDetailViewModel(detail: offline, favourites: FavouritesContainer(environment: FeatureFixtures.environment()))
        await offline.actionCreator.load()?.value
        #expect(offlineModel.readme == .unavailableFromSource)
    }
}
