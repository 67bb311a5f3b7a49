import Foundation
import GitHubBrowserDomain
import GRDB

/// Builds the offline catalog from a seed file (`catalog-seed.json`, format 1, as
/// `make-catalog-seed.py` writes it) inside the caller's write transaction, so a failure or a
/// crash part way leaves no half catalog behind: either every record and the "seeded" mark are
/// committed, or nothing is.
///
/// Measured (see the GitHubBrowser benchmark suite), nearly all of an import is SQLite filling the
/// full-text index (six prefix indexes), so the import keeps to the cheapest way in: the file
/// decoded once, one prepared statement run per record. Reading the file with SQLite's JSON
/// functions was tried and was slower; so was inserting in index order.
enum CatalogSeedImport {
    /// The seed format this build reads.
    static let format = 1

    /// One record of the seed file.
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
    }

    /// The whole file.
    struct File: Decodable {
        var format: Int
        var repositories: [Record]
    }

    /// The file's format alone, read when the file does not decode, so a newer format is
    /// reported as such.
    struct Header: Decodable {
        var format: Int
    }

    /// Decodes and checks the seed `data`.
    /// - Parameter path: The seed's path, for error messages.
    /// - Throws: `DataSourceError/storage(detail:)` that names the file, the record and the field.
    static func records(from data: Data, path: String) throws -> [Record] {
        let decoder = JSONDecoder()
        do {
            let file = try decoder.decode(File.self, from: data)
            guard file.format == format else { throw unsupported(file.format, path: path) }
            return file.repositories
        } catch let error as DataSourceError {
            throw error
        } catch let error as DecodingError {
            if let header = try? decoder.decode(Header.self, from: data), header.format != format {
                throw unsupported(header.format, path: path)
            }
            throw DataSourceError.storage(detail: "The catalog seed at \(path) is not valid: \(describe(error)).")
        } catch {
            throw DataSourceError.storage(detail: "The catalog seed at \(path) is not valid: \(error).")
        }
    }

    private static func unsupported(_ found: Int, path: String) -> DataSourceError {
        .storage(detail: "The catalog seed at \(path) has format \(found); this build reads format \(format).")
    }

    /// Writes `records` into `db`, which must be in a transaction. Records already in the catalog
    /// (same `owner/name`, ignoring case) are updated, like ``OfflineCatalog/upsert(_:)`` does; a
    /// seed that names a repository twice keeps the last one.
    static func insert(_ records: [Record], into db: Database) throws {
        let statement = try db.cachedStatement(sql: OfflineCatalog.upsertSQL)
        for record in records {
            try statement.execute(arguments: [
                record.owner.lowercased(), record.name.lowercased(), record.owner, record.name, nil,
                record.description, record.language, record.stars, record.forks, record.openIssues, record.licence,
                record.topics.joined(separator: "\n"), record.updatedAt, record.url.flatMap { URL(string: $0) }?.absoluteString,
                record.isSynthetic,
            ])
        }
    }

    /// Where in the file a decoding error is, and what is wrong there.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            "it is not JSON"
        case .dataCorrupted(let context):
            "\(location(context.codingPath)) is not valid"
        case .keyNotFound(let key, let context):
            "\(location(context.codingPath + [key])) is missing"
        case .valueNotFound(_, let context):
            "\(location(context.codingPath)) is null"
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            "it is not a JSON object"
        case .typeMismatch(let type, let context):
            "\(location(context.codingPath)) must be \(expected(type))"
        @unknown default:
            "\(error)"
        }
    }

    private static func location(_ path: [any CodingKey]) -> String {
        guard let first = path.first else { return "the file" }
        guard first.stringValue == "repositories", path.count > 1, let index = path[1].intValue else {
            return "\"\(path.map(\.stringValue).joined(separator: "."))\""
        }
        let record = "record \(index) (counting from 0)"
        let field = path.dropFirst(2).map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined()
        return field.isEmpty ? record : "\(record), \"\(field)\""
    }

    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array<") ? "an array" : "an object"
        }
    }
}
