import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTesting
import Testing

@MainActor
@Suite("Favourites presenter")
struct FavouritesPresenterTests {
    let favourites = InMemoryFavourites([SampleRepositories.grdb, SampleRepositories.nio])
    let output = FavouritesOutputsSpy()
    let transitioner = makeTransitioner()

    private func makePresenter() -> FavouritesPresenter {
        let useCases = BrowserUseCases(catalog: InMemoryCatalog(), favourites: favourites)
        let presenter = FavouritesPresenter(output: output, router: makeRouter(transitioner), dependencies: FavouritesDependencies(observeFavourites: useCases.observeFavourites, toggleFavourite: useCases.toggleFavourite))
        output.saveErrorAlert.register { action in presenter.didChooseSaveFavouriteErrorAction(action) }
        return presenter
    }

    @Test("lists the favourites, marked, with a count")
    func lists() async {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { output.rows.count == 2 })
        #expect(output.rows.map(\.id) == [SampleRepositories.grdb.id, SampleRepositories.nio.id])
        #expect(output.rows.allSatisfy { $0.isFavourite })
        #expect(output.status == .count(2))
    }

    @Test("follows changes made anywhere, without reloading")
    func followsChanges() async throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        try await favourites.add(SampleRepositories.hummingbird)
        #expect(await eventually { output.rows.first?.id == SampleRepositories.hummingbird.id })
        try await favourites.remove(SampleRepositories.grdb.id)
        try await favourites.remove(SampleRepositories.nio.id)
        try await favourites.remove(SampleRepositories.hummingbird.id)
        #expect(await eventually { output.rows.isEmpty })
        #expect(output.status == .count(0))
    }

    @Test("Enter opens the detail; f removes the highlighted favourite")
    func openAndRemove() async throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { output.rows.count == 2 })
        presenter.didSelectRow(at: 1)
        #expect(transitioner.topScreen == "detail:\(SampleRepositories.nio.fullName)")
        presenter.didRequestToggleFavourite(at: 0)
        await presenter.work?.value
        #expect(await eventually { output.rows.map(\.id) == [SampleRepositories.nio.id] })
    }

    @Test("a removal that fails shows an alert; Retry removes it")
    func removalFailure() async throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(await eventually { output.rows.count == 2 })
        favourites.setFailure(.storage(detail: "read-only"))
        presenter.didRequestToggleFavourite(at: 0)
        await presenter.work?.value
        #expect(output.saveErrorAlert.currentStrategy?.actions == [.retry, .cancel])
        favourites.setFailure(nil)
        try output.saveErrorAlert.tap(.retry)
        await presenter.work?.value
        #expect(await eventually { output.rows.count == 1 })
    }
}
