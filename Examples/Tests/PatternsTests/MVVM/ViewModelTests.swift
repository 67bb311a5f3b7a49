import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVVM
import StrataCore
import Testing

/// Stands in for a view bound to a view model: records every value it was given.
@MainActor
final class Binding {
    var values: [Bool] = []
}

@MainActor
@Suite("MVVM: view models a view binds to")
struct ViewModelTests {
    let environment = TestEnvironment()

    @Test("the search view model's bindable properties follow a search")
    func searchBindings() async {
        let viewModel = SearchViewModel(environment: environment.gallery, favourites: FavouritesViewModel(environment: environment.gallery))
        #expect(viewModel.status == SearchStatusText.prompt)
        viewModel.queryChanged("apple")
        #expect(await eventually { viewModel.status == "2 of 2 repositories for “apple”" })
        #expect(viewModel.rows.count == 2 && !viewModel.isLoading)
    }

    @Test("choosing a row emits the detail to open, once: the view hands it to its router")
    func viewModelEmitsNavigation() async throws {
        let favourites = FavouritesViewModel(environment: environment.gallery)
        let viewModel = SearchViewModel(environment: environment.gallery, favourites: favourites)
        viewModel.queryChanged("grdb")
        #expect(await eventually { viewModel.rows.count == 1 })
        viewModel.select(at: 3)
        #expect(viewModel.detailToShow == nil, "no row 3: nothing to open")
        viewModel.select(at: 0)
        #expect(viewModel.detailToShow?.repository == SampleRepositories.grdb)
        viewModel.didShowDetail()
        #expect(viewModel.detailToShow == nil)

        try await environment.favourites.add(SampleRepositories.nio)
        #expect(await eventually { favourites.list.repositories.count == 1 })
        favourites.select(at: 0)
        #expect(favourites.detailToShow?.repository == SampleRepositories.nio)
    }

    @Test("a change of the shared favourites is observable through the detail's isFavourite")
    func detailObservesFavourites() async throws {
        let favourites = FavouritesViewModel(environment: environment.gallery)
        let detail = DetailViewModel(repository: SampleRepositories.grdb, favourites: favourites)
        #expect(await eventually { favourites.list.isLoaded })
        let binding = Binding()
        ContinuousObservation.observe(binding) { binding in binding.values.append(detail.isFavourite) }
        detail.toggleFavourite()
        #expect(await eventually { binding.values == [false, true] }, "a view bound to isFavourite is re-applied: \(binding.values)")
    }

    @Test("a failure is one-shot alert state: set once, cleared when shown")
    func oneShotAlert() async {
        let viewModel = SearchViewModel(environment: environment.gallery, favourites: FavouritesViewModel(environment: environment.gallery))
        await environment.catalog.fail(with: .offline(detail: "down"))
        viewModel.queryChanged("nio")
        #expect(await eventually { viewModel.fetchFailureAlert != nil })
        viewModel.didShowFetchFailureAlert()
        #expect(viewModel.fetchFailureAlert == nil)
        viewModel.didChoose(.retry)
        #expect(await eventually { viewModel.rows.count == 1 })
    }
}
