import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVP
import StrataAlert
import Testing

/// The search screen's outputs, recorded.
@MainActor
final class RecordingSearchOutputs: SearchPresenterOutputs {
    var statuses: [String] = []
    var rows: [[RepositoryRow]] = []
    var fetchErrors: [AlertStrategy<FetchRepositoriesErrorAction>] = []
    var saveErrors: [AlertStrategy<SaveFavouriteErrorAction>] = []
    var loading: [Bool] = []

    func showStatus(_ text: String) { statuses.append(text) }
    func setLoading(_ isLoading: Bool) { loading.append(isLoading) }
    func showRows(_ rows: [RepositoryRow]) { self.rows.append(rows) }
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrors.append(strategy) }
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrors.append(strategy) }
}

/// The favourites screen's outputs, recorded.
@MainActor
final class RecordingFavouritesOutputs: FavouritesPresenterOutputs {
    var statuses: [FavouritesStatus] = []
    var rows: [[RepositoryRow]] = []

    func showStatus(_ status: FavouritesStatus) { statuses.append(status) }
    func showRows(_ rows: [RepositoryRow]) { self.rows.append(rows) }
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) {}
}

/// Where the presenters asked to go.
@MainActor
final class RecordingRouter: SearchRouting, FavouritesRouting {
    var details: [Repository] = []

    func showDetail(of repository: Repository) { details.append(repository) }
}

@MainActor
@Suite("MVP (passive view, as the articles build it): the presenter calls its outputs, the router moves")
struct MVPPresenterTests {
    let environment = TestEnvironment()
    let output = RecordingSearchOutputs()
    let router = RecordingRouter()

    @Test("a query becomes a searching status, then rows; choosing a row goes through the router, not the view")
    func flowSynchronisationAndRouting() async {
        let presenter = SearchPresenter(output: output, router: router, environment: environment.gallery)
        presenter.viewDidLoad()
        #expect(output.statuses == [SearchStatusText.prompt])
        presenter.didChangeQuery("grdb")
        #expect(await eventually { output.statuses.last == "1 of 1 repository for “grdb”" })
        #expect(output.statuses.contains(SearchStatusText.searching("grdb")))
        #expect(output.rows.last?.map(\.repository) == [SampleRepositories.grdb])
        presenter.didSelectRow(at: 0)
        presenter.didSelectRow(at: 5)
        #expect(router.details == [SampleRepositories.grdb], "a row that is not there goes nowhere")
    }

    @Test("a failure is an output alert; Retry searches again")
    func failureAndRetry() async {
        let presenter = SearchPresenter(output: output, router: router, environment: environment.gallery)
        presenter.viewDidLoad()
        await environment.catalog.fail(with: .offline(detail: "down"))
        presenter.didChangeQuery("nio")
        #expect(await eventually { output.fetchErrors.count == 1 })
        #expect(output.fetchErrors.first?.actions == [.retry, .cancel])
        presenter.didChooseFetchErrorAction(.retry)
        #expect(await eventually { output.rows.last?.map(\.repository) == [SampleRepositories.nio] })
    }

    @Test("a favourite toggled elsewhere reaches the rows")
    func favouritesPushed() async throws {
        let presenter = SearchPresenter(output: output, router: router, environment: environment.gallery)
        presenter.viewDidLoad()
        presenter.didChangeQuery("grdb")
        #expect(await eventually { output.rows.last?.count == 1 })
        try await environment.favourites.add(SampleRepositories.grdb)
        #expect(await eventually { output.rows.last?.first?.isFavourite == true })
    }

    @Test("the favourites presenter lists every change and opens a favourite through the router")
    func favourites() async throws {
        let outputs = RecordingFavouritesOutputs()
        let presenter = FavouritesPresenter(output: outputs, router: router, environment: environment.gallery)
        presenter.viewDidLoad()
        #expect(outputs.statuses.first == .loading)
        try await environment.favourites.add(SampleRepositories.grdb)
        #expect(await eventually { outputs.rows.last?.map(\.repository) == [SampleRepositories.grdb] })
        #expect(outputs.statuses.last == .count(1))
        presenter.didSelectRow(at: 0)
        #expect(router.details == [SampleRepositories.grdb])
    }
}
