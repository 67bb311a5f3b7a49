import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPPassiveView
import StrataAlert
import Testing

/// A passive view that records what it was told.
@MainActor
final class RecordingPassiveSearchView: SearchView {
    var statuses: [String] = []
    var rows: [[RepositoryRow]] = []
    var fetchErrors: [AlertStrategy<FetchRepositoriesErrorAction>] = []
    var saveErrors: [AlertStrategy<SaveFavouriteErrorAction>] = []
    var details: [Repository] = []
    var loading: [Bool] = []

    func showStatus(_ text: String) { statuses.append(text) }
    func setLoading(_ isLoading: Bool) { loading.append(isLoading) }
    func showRows(_ rows: [RepositoryRow]) { self.rows.append(rows) }
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrors.append(strategy) }
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrors.append(strategy) }
    func showDetail(of repository: Repository) { details.append(repository) }
}

@MainActor
@Suite("MVP, passive view: the presenter pushes every change")
struct PassivePresenterTests {
    let environment = TestEnvironment()
    let view = RecordingPassiveSearchView()

    @Test("a query becomes a searching status, then rows and a summary, pushed by the presenter")
    func flowSynchronisation() async {
        let presenter = SearchPresenter(view: view, environment: environment.gallery)
        presenter.viewDidLoad()
        #expect(view.statuses == [SearchStatusText.prompt])
        presenter.didChangeQuery("grdb")
        #expect(await eventually { view.statuses.last == "1 of 1 repository for “grdb”" })
        #expect(view.statuses.contains(SearchStatusText.searching("grdb")))
        #expect(view.rows.last?.map(\.repository) == [SampleRepositories.grdb])
        presenter.didSelectRow(at: 0)
        #expect(view.details == [SampleRepositories.grdb])
    }

    @Test("a failure is pushed as an alert; Retry searches again")
    func failureAndRetry() async {
        let presenter = SearchPresenter(view: view, environment: environment.gallery)
        presenter.viewDidLoad()
        await environment.catalog.fail(with: .offline(detail: "down"))
        presenter.didChangeQuery("nio")
        #expect(await eventually { view.fetchErrors.count == 1 })
        #expect(view.fetchErrors.first?.actions == [.retry, .cancel])
        presenter.didChooseFetchErrorAction(.retry)
        #expect(await eventually { view.rows.last?.map(\.repository) == [SampleRepositories.nio] })
    }

    @Test("a favourite toggled elsewhere reaches the rows")
    func favouritesPushed() async throws {
        let presenter = SearchPresenter(view: view, environment: environment.gallery)
        presenter.viewDidLoad()
        presenter.didChangeQuery("grdb")
        #expect(await eventually { view.rows.last?.count == 1 })
        try await environment.favourites.add(SampleRepositories.grdb)
        #expect(await eventually { view.rows.last?.first?.isFavourite == true })
    }
}
