import Foundation
import GitHubBrowserDomain

/// One record of `catalog-seed.json`, as `make-catalog-seed.py` writes it.
struct CatalogSeedRecord: Decodable {
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
            summary: description,
            language: language,
            stars: stars,
            forks: forks,
            openIssues: openIssues,
            licence: licence,
            topics: topics,
            updatedAt: updatedAt.map { Date(timeIntervalSince1970: $0) },
            webURL: url.flatMap { URL(string: $0) },
            isSynthetic: isSynthetic
        )
    }
}

/// The whole seed file.
struct CatalogSeedFile: Decodable {
    var format: Int
    var repositories: [CatalogSeedRecord]

    /// Reads and checks the seed file at `url`.
    static func load(from url: URL) throws -> [Repository] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DataSourceError.storage(detail: "The catalog seed at \(url.path) cannot be read: \(error.localizedDescription)")
        }
        do {
            let file = try JSONDecoder().decode(CatalogSeedFile.self, from: data)
            guard file.format == 1 else {
                throw DataSourceError.storage(detail: "The catalog seed at \(url.path) has format \(file.format); this build reads format 1.")
            }
            return file.repositories.map(\.repository)
        } catch let error as DataSourceError {
            throw error
        } catch {
            throw DataSourceError.storage(detail: "The catalog seed at \(url.path) is not valid: \(error)")
        }
    }
}
