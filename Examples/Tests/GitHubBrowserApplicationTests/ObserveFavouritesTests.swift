import GitHubBrowserApplication
import GitHubBrowserDomain
import Testing

@Suite("ObserveFavourites")
struct ObserveFavouritesTests {
    @Test("streams the favourites now and after every toggle")
    func streams() async throws {
        let favourites = FakeFavourites()
        let observe = ObserveFavourites(favourites: favourites)
        let toggle = ToggleFavourite(favourites: favourites)
        let repositories = sampleRepositories(2)
        var iterator = observe().makeAsyncIterator()
        #expect(await iterator.next() == [])
        try await toggle(repositories[0])
        #expect(await iterator.next() == [repositories[0]])
        try await toggle(repositories[1])
        #expect(await iterator.next() == [repositories[1], repositories[0]])
    }

    @Test("streams the identifiers for favourite marks")
    func identifiers() async throws {
        let favourites = FakeFavourites()
        let observe = ObserveFavourites(favourites: favourites)
        var iterator = observe.identifiers().makeAsyncIterator()
        #expect(await iterator.next() == [])
        let repository = sampleRepositories(1)[0]
        try await ToggleFavourite(favourites: favourites)(repository)
        #expect(await iterator.next() == [repository.id])
    }
}
