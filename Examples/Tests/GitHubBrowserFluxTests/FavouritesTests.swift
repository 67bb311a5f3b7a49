import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataFlux
import Testing

/// The favourites feature's parts, each with test doubles (the book's §14.3): the stores with
/// scripted actions, the dispatcher's ordering, the action creator over a fake store of favourites,
/// and the view model over the stores.
@MainActor
@Suite("Flux app: the favourites feature")
struct FavouritesTests {
    private let swift = Repository(id: RepositoryID(owner: "apple", name: "swift"), summary: "The Swift language", stars: 69_000)
    private let nio = Repository(id: RepositoryID(owner: "apple", name: "swift-nio"), summary: "Event-driven networking", stars: 8_000)

    @Test("the stores, with scripted actions: the list, its marks, a failed save")
    func storesWithScriptedActions() throws {
        let favourites = FavouritesContainer(environment: FeatureFixtures.environment())
        #expect(!favourites.store.state.isLoaded)
        try favourites.dispatcher.dispatch(.changed([swift, nio]))
        #expect(favourites.store.state.repositories == [swift, nio])
        #expect(favourites.store.state.isLoaded)
        #expect(favourites.marks.state == [swift.id, nio.id])
        try favourites.dispatcher.dispatch(.changed([nio]))
        #expect(favourites.marks.state == [nio.id])
        try favourites.dispatcher.dispatch(.saveFailed(swift, .offline))
        #expect(favourites.store.state.saveFailure.value == FavouriteSaveFailure(repository: swift, error: .offline))
        #expect(favourites.marks.state == [nio.id])
    }

    @Test("dispatcher ordering: a callback registered before the stores that waits for the marks sees the marks of the new list")
    func marksWaitForTheList() throws {
        let dispatcher = Dispatcher<FavouritesAction>()
        var seen: [Set<RepositoryID>] = []
        var container: FavouritesContainer?
        // Registered first, so the dispatcher calls it before either store.
        dispatcher.register { _ throws(DispatcherError) in
            guard let container else { return }
            try dispatcher.waitFor([container.marks.dispatchKey])
            seen.append(container.marks.state)
        }
        container = FavouritesContainer(environment: FeatureFixtures.environment(), dispatcher: dispatcher)
        try dispatcher.dispatch(.changed([swift]))
        try dispatcher.dispatch(.changed([swift, nio]))
        #expect(seen == [[swift.id], [swift.id, nio.id]])
    }

    @Test("the action creator follows the device's favourites: the list at once, then every change")
    func actionCreatorFollows() async throws {
        let device = InMemoryFavourites([swift])
        let favourites = FavouritesContainer(environment: FeatureFixtures.environment(favourites: device))
        let actions = DispatchedActions(favourites.dispatcher)
        let following = favourites.actionCreator.follow()
        #expect(await eventually { actions.all == [.changed([swift])] })
        await favourites.actionCreator.toggle(nio).value
        #expect(await eventually { actions.all == [.changed([swift]), .changed([nio, swift])] }, "\(actions.all)")
        following.cancel()
    }

    @Test("a toggle the device refuses is dispatched as a failed save, and the list stays")
    func actionCreatorReportsAFailedSave() async throws {
        let device = InMemoryFavourites([swift])
        device.setFailure(.storage(detail: "disk full"))
        let favourites = FavouritesContainer(environment: FeatureFixtures.environment(favourites: device))
        let actions = DispatchedActions(favourites.dispatcher)
        await favourites.actionCreator.toggle(nio).value
        guard case .saveFailed(let repository, _) = try #require(actions.all.first) else {
            Issue.record("expected a failed save, got \(actions.all)")
            return
        }
        #expect(repository == nio)
        #expect(actions.all.count == 1)
    }

    @Test("the view model: loading, then the rows and the count; f removes the highlighted one")
    func viewModel() async throws {
        let device = InMemoryFavourites([swift, nio])
        let favourites = FavouritesContainer(environment: FeatureFixtures.environment(favourites: device))
        let viewModel = FavouritesViewModel(favourites: favourites)
        var changes = 0
        viewModel.observe { changes += 1 }
        #expect(viewModel.rows == nil)
        #expect(viewModel.status == .loading)
        favourites.actionCreator.follow()
        #expect(await eventually { viewModel.rows?.count == 2 })
        #expect(viewModel.status == .count(2))
        #expect(viewModel.rows?.allSatisfy(\.isFavourite) == true)
        viewModel.removeFavourite(at: 0)
        #expect(await eventually { viewModel.rows?.map(\.id) == [nio.id] })
        #expect(changes >= 2)
    }
}
