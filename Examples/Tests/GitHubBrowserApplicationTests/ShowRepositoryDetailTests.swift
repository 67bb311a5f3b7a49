import GitHubBrowserApplication
import GitHubBrowserDomain
import Testing

@Suite("ShowRepositoryDetail")
struct ShowRepositoryDetailTests {
    @Test("shows the repository and whether it is a favourite")
    func detail() async throws {
        let repositories = sampleRepositories(2)
        let favourites = FakeFavourites()
        try await favourites.add(repositories[1])
        let show = ShowRepositoryDetail(catalog: FakeCatalog(repositories), favourites: favourites)
        #expect(try await show(owner: "octo", name: "repo-0") == RepositoryDetail(repository: repositories[0], isFavourite: false))
        #expect(try await show(owner: "OCTO", name: "Repo-1").isFavourite)
    }

    @Test("an unknown repository fails as not found")
    func notFound() async {
        let show = ShowRepositoryDetail(catalog: FakeCatalog([]), favourites: FakeFavourites())
        await #expect(throws: AppError.notFound) { try await show(owner: "nobody", name: "nothing") }
    }
}
