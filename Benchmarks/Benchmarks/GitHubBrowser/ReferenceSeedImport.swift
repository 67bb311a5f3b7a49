import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure

/// The seed import as the catalog did it before it moved into SQLite's JSON functions — Foundation's
/// `JSONDecoder` into records, then one upsert statement per record (the index filled by the
/// per-row triggers), in one transaction — kept here as the "before" of the first-run benchmark,
/// so before and after are measured in the same run on the same machine load.
enum ReferenceSeedImport {
    struct Record: Decodable {
        var owner: String
        var name: String
        var description: String?
        var language: String?
        var stars: Int
        var forks: Int
        var openIssues: Int
        var licence: String?
        var topics: [String]
        var updatedAt: Double?
        var url: String?
        var isSynthetic: Bool

        var repository: Repository {
            Repository(
                id: RepositoryID(owner: owner, name: name),
                summary: description, language: language, stars: stars, forks: forks, openIssues: openIssues,
                licence: licence, topics: topics, updatedAt: updatedAt.map { Date(timeIntervalSince1970: $0) },
                webURL: url.flatMap { URL(string: $0) }, isSynthetic: isSynthetic
            )
        }
    }

    struct File: Decodable {
        var format: Int
        var repositories: [Record]
    }

    /// Creates the catalog at `url` and imports `seed` into it the previous way.
    static func build(at url: URL, seed: URL) async throws -> OfflineCatalog {
        let catalog = try OfflineCatalog.open(at: url, seed: nil)
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: seed))
        try await catalog.upsert(file.repositories.map(\.repository))
        try await catalog.markSeeded(source: seed.lastPathComponent)
        return catalog
    }
}
