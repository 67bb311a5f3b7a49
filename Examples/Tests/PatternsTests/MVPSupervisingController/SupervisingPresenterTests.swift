import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPSupervisingController
import StrataAlert
import Testing

@MainActor
final class RecordingSupervisingSearchView: SearchView {
    var fetchErrors: [AlertStrategy<FetchRepositoriesErrorAction>] = []
    var saveErrors: [AlertStrategy<SaveFavouriteErrorAction>] = []

    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrors.append(strategy) }
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrors.append(strategy) }
}

/// Where the presenters asked to go.
@MainActor
final class RecordingDetailRouter: DetailRouting {
    var details: [Repository] = []

    func showDetail(of repository: Repository) { details.append(repository) }
}

@MainActor
@Suite("MVP, supervising controller: the presenter changes the model, the view observes it")
struct SupervisingPresenterTests {
    let environment = TestEnvironment()

    @Test("a search changes the model, not the view; choosing a row goes through the router")
    func observerSynchronisation() async {
        let view = RecordingSupervisingSearchView()
        let router = RecordingDetailRouter()
        let model = SearchModel(favourites: FavouritesModel(environment: environment.gallery))
        let presenter = SearchPresenter(view: view, router: router, model: model, environment: environment.gallery)
        presenter.didChangeQuery("grdb")
        #expect(await eventually { model.state.results != nil })
        #expect(model.rows.map(\.repository) == [SampleRepositories.grdb])
        #expect(view.fetchErrors.isEmpty && router.details.isEmpty)
        presenter.didSelectRow(at: 0)
        #expect(router.details == [SampleRepositories.grdb])
    }

    @Test("the model's rows follow the favourites without the presenter")
    func rowsFollowFavourites() async throws {
        let favourites = FavouritesModel(environment: environment.gallery)
        let model = SearchModel(favourites: favourites)
        let presenter = SearchPresenter(view: RecordingSupervisingSearchView(), router: RecordingDetailRouter(), model: model, environment: environment.gallery)
        presenter.didChangeQuery("grdb")
        #expect(await eventually { model.rows.count == 1 })
        try await environment.favourites.add(SampleRepositories.grdb)
        #expect(await eventually { model.rows.first?.isFavourite == true })
    }
}
