import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPSupervisingController
import StrataAlert
import StrataTesting
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

    @Test("the presenters reach their models by protocol: the real presenters over models that are not the gallery's")
    func modelsByProtocol() async {
        let favourites = FixedFavouritesModel([SampleRepositories.grdb])
        let router = RecordingDetailRouter()
        let favouritesPresenter = FavouritesPresenter(
            view: RecordingSupervisingFavouritesView(), router: router, favourites: favourites, environment: environment.gallery
        )
        favouritesPresenter.didSelectRow(at: 0)
        #expect(router.details == [SampleRepositories.grdb], "the row chosen is the fake model's")

        let model = PlainSearchModel(favourites: favourites)
        let searchPresenter = SearchPresenter(view: RecordingSupervisingSearchView(), router: router, model: model, environment: environment.gallery)
        searchPresenter.didChangeQuery("grdb")
        #expect(model.state.query == "grdb", "the presenter changed the fake model")
        #expect(await Task.settle { model.state.results != nil })
        #expect(model.rows.first?.isFavourite == true, "the rows carry the fake favourites' marks")
    }
}

/// A favourites view that ignores what it is told.
@MainActor
private final class RecordingSupervisingFavouritesView: FavouritesView {
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) {}
}

/// Favourites that never change: a model that is not the gallery's `FavouritesModel`.
@MainActor
private final class FixedFavouritesModel: FavouritesModelType {
    let list: FavouritesListState

    init(_ repositories: [Repository]) {
        var list = FavouritesListState()
        list.update(repositories)
        self.list = list
    }

    var identifiers: Set<RepositoryID> { list.identifiers }
}

/// A search model without observation: what the presenter changes, for a test to read.
@MainActor
private final class PlainSearchModel: SearchModelType {
    var state = SearchScreenState()
    let favourites: any FavouritesModelType

    init(favourites: any FavouritesModelType) { self.favourites = favourites }

    var rows: [RepositoryRow] { state.rows(favourites: favourites.identifiers) }
}
