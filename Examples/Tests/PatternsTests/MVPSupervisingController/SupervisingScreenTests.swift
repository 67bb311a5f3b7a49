import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPSupervisingController
import PatternsMVPSupervisingControllerTerminal
import PatternsTerminal
import Testing

/// A search presenter that records what its screen tells it, and what it was made with.
@MainActor
private final class InputRecordingSearchPresenter: SearchPresenterInputs {
    static var last: InputRecordingSearchPresenter?
    var events: [String] = []
    let router: any DetailRouting

    init(view: any SearchView, router: any DetailRouting, model: any SearchModelType, environment: GalleryEnvironment) {
        self.router = router
        Self.last = self
    }

    func didChangeQuery(_ text: String) { events.append("query \(text)") }
    func didReachEndOfList() { events.append("end of list") }
    func didRequestRefresh() { events.append("refresh") }
    func didSelectRow(at index: Int) { events.append("select \(index)") }
    func didRequestToggleFavourite(at index: Int) { events.append("toggle \(index)") }
    func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction) { events.append("fetch error \(action)") }
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) { events.append("save error \(action)") }
}

/// A detail presenter that records what its screen tells it.
@MainActor
private final class InputRecordingDetailPresenter: DetailPresenterInputs {
    static var last: InputRecordingDetailPresenter?
    var events: [String] = []

    init(view: any DetailView, repository: Repository, environment: GalleryEnvironment) {
        events.append("made for \(repository.fullName)")
        Self.last = self
    }

    func didRequestToggleFavourite() { events.append("toggle") }
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) { events.append("save error \(action)") }
}

@MainActor
@Suite("MVP, supervising controller: each screen is generic over its presenter's inputs")
struct SupervisingScreenTests {
    let environment = TestEnvironment()

    @Test("a fake presenter behind the real search screen gets its input, and the router the screen made")
    func fakeSearchPresenter() throws {
        let favourites = FavouritesModel(environment: environment.gallery)
        let screen = SearchViewController<InputRecordingSearchPresenter>(model: SearchModel(favourites: favourites), environment: environment.gallery)
        #expect(screen.handle(key: GalleryKeys.refresh))
        let presenter = try #require(InputRecordingSearchPresenter.last)
        #expect(presenter.events == ["refresh"])
        #expect(presenter.router is DetailRouter)
    }

    @Test("a fake presenter behind the real detail screen is made for its repository and gets the favourite key")
    func fakeDetailPresenter() throws {
        let favourites = FavouritesModel(environment: environment.gallery)
        let screen = DetailViewController<InputRecordingDetailPresenter>(
            repository: SampleRepositories.grdb, favourites: favourites, environment: environment.gallery
        )
        #expect(screen.handle(key: GalleryKeys.toggleFavourite))
        let presenter = try #require(InputRecordingDetailPresenter.last)
        #expect(presenter.events == ["made for \(SampleRepositories.grdb.fullName)", "toggle"])
    }
}
