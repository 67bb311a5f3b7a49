import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure

/// The seed import as the catalog did it before this suite measured it — Foundation's
/// `JSONDecoder` into `Repository` values, then the public `upsert` (one statement per record, the
/// full-text index filled by the per-row triggers) in one transaction — kept as the "before" of
/// the first-run benchmark, measured in the same run on the same machine load. The catalog's own
/// import ended up on the same algorithm: nearly all the time is SQLite filling the full-text
/// index, and the alternatives tried (SQLite's JSON functions, index-ordered inserts) were slower;
/// what made first runs fast is importing in the background while the first screen is drawn.
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
