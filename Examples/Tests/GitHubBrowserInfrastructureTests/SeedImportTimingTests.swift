import Foundation
import GitHubBrowserCatalogSeed
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

@Suite("OfflineCatalog seed import in the background")
struct BackgroundSeedImportTests {
    @Test("open returns at once; reads wait for the import and then see the whole seed")
    func readsWait() async throws {
        let directory = try TemporaryDirectory()
        let seedURL = try #require(CatalogSeedResource.url)
        let catalog = try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: seedURL, importing: .inBackground)
        let found = try await catalog.search(SearchQuery("alamofire"), page: .first)
        #expect(found.items.contains { $0.fullName == "Alamofire/Alamofire" })
        let complete = try OfflineCatalog.open(at: directory.file("complete.sqlite"), seed: seedURL)
        #expect(try await catalog.count() == complete.count())
    }

    @Test("an upsert made while the seed is imported lands after it, so the seed never overwrites it")
    func writesWait() async throws {
        let directory = try TemporaryDirectory()
        let seedURL = try #require(CatalogSeedResource.url)
        let catalog = try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: seedURL, importing: .inBackground)
        // Alamofire is in the seed too: were the seed written after the upsert, it would overwrite it.
        try await catalog.upsert([Repository(id: RepositoryID(owner: "Alamofire", name: "Alamofire"), summary: "Fresh from the API", stars: 8000)])
        let repository = try await catalog.repository(owner: "Alamofire", name: "Alamofire")
        #expect(repository.summary == "Fresh from the API")
        #expect(repository.stars == 8000)
    }

    @Test("a failed background import fails every read with its error, and leaves the catalog unseeded")
    func failure() async throws {
        let directory = try TemporaryDirectory()
        let seedURL = directory.file("seed.json")
        try Data(#"{"format": 1, "repositories": [{"owner": 3}]}"#.utf8).write(to: seedURL)
        let url = directory.file("c.sqlite")
        let catalog = try OfflineCatalog.open(at: url, seed: seedURL, importing: .inBackground)
        await #expect {
            try await catalog.search(SearchQuery("x"), page: .first)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains(seedURL.path) && detail.contains("\"owner\" must be a string")
        }
        await #expect(throws: DataSourceError.self) { try await catalog.waitUntilSeeded() }
        #expect(try await OfflineCatalog.open(at: url, seed: nil).count() == 0)
        try Data(#"{"format": 1, "repositories": []}"#.utf8).write(to: seedURL)
        let retried = try OfflineCatalog.open(at: url, seed: seedURL, importing: .inBackground)
        try await retried.waitUntilSeeded()
    }
}
