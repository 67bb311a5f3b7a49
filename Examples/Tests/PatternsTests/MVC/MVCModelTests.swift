import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVC
import Testing

@MainActor
@Suite("MVC: models notify their observers")
struct MVCModelTests {
    let environment = TestEnvironment()

    @Test("the search model notifies every observer of each change, and stops once removed")
    func searchModelNotifies() async {
        let model = SearchModel(environment: environment.gallery)
        var seen: [SearchScreenState] = []
        var other = 0
        model.addObserver { seen.append($0) }
        let key = model.addObserver { _ in other += 1 }
        model.search("grdb")
        #expect(await eventually { seen.last?.results != nil })
        #expect(seen.map(\.isSearching) == [false, true, false], "query, started, finished")
        #expect(other == seen.count)
        model.removeObserver(key)
        model.search("")
        #expect(seen.last?.status == SearchStatusText.prompt)
        #expect(other == seen.count - 1)
    }

    @Test("the favourites model notifies when the store changes, whoever changed it")
    func favouritesModelFollowsTheStore() async throws {
        let model = FavouritesModel(environment: environment.gallery)
        var notified = 0
        model.addObserver { _ in notified += 1 }
        #expect(await eventually { model.list.isLoaded })
        try await environment.favourites.add(SampleRepositories.grdb)
        #expect(await eventually { model.identifiers == [SampleRepositories.grdb.id] })
        #expect(notified >= 2)
        #expect(await model.toggle(SampleRepositories.grdb) == nil)
        #expect(await eventually { model.identifiers.isEmpty })
    }

    @Test("a toggle that cannot be saved returns why, for the controller to show")
    func toggleFailure() async {
        let model = FavouritesModel(environment: environment.gallery)
        environment.favourites.setFailure(.storage(detail: "disk full"))
        let failure = await model.toggle(SampleRepositories.nio)
        #expect(failure != nil)
    }
}
