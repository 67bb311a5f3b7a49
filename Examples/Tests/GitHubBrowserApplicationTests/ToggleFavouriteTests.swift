import GitHubBrowserApplication
import Testing

@Suite("ToggleFavourite")
struct ToggleFavouriteTests {
    @Test("adds a non-favourite, removes a favourite, and reports the new state")
    func toggles() async throws {
        let favourites = FakeFavourites()
        let toggle = ToggleFavourite(favourites: favourites)
        let repository = sampleRepositories(1)[0]
        #expect(try await toggle(repository))
        #expect(try await favourites.all() == [repository])
        #expect(try await toggle(repository) == false)
        #expect(try await favourites.all().isEmpty)
    }
}
