import Foundation
import GitHubBrowserDomain
import GRDB

/// Builds the offline catalog from a seed file (`catalog-seed.json`, format 1, as
/// `make-catalog-seed.py` writes it) inside the caller's write transaction, so a failure or a
/// crash part way leaves no half catalog behind: either every record and the "seeded" mark are
/// committed, or nothing is.
///
/// Most of an import is SQLite filling the full-text index (see the GitHubBrowser benchmark
/// suite), so the import keeps to the cheapest way in: the file decoded once, one prepared
/// statement run per record, and the index filled in one statement at the end.
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
    ///
    /// The full-text index of the new rows is filled in one statement, in rank order, after the
    /// rows are written, rather than by the insert trigger row by row: a first run builds its
    /// catalog in about half the time. The trigger is set aside for the import and put back, as it
    /// was, in the same transaction; updated rows still go through the update trigger.
    static func insert(_ records: [Record], into db: Database) throws {
        let lastID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM repository") ?? 0
        guard let trigger = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'repository_after_insert'") else {
            throw DataSourceError.storage(detail: "The offline catalog has no full-text trigger: it was not made by this app.")
        }
        try db.execute(sql: "DROP TRIGGER repository_after_insert")
        let statement = try db.cachedStatement(sql: OfflineCatalog.upsertSQL)
        // Each repository once: a row this import inserted has no index entry yet for the update
        // trigger to replace.
        for record in lastOfEach(records) {
            try statement.execute(arguments: [
                record.owner.lowercased(), record.name.lowercased(), record.owner, record.name, nil,
                record.description, record.language, record.stars, record.forks, record.openIssues, record.licence,
                record.topics.joined(separator: "\n"), record.updatedAt, record.url.flatMap { URL(string: $0) }?.absoluteString,
                record.isSynthetic,
            ])
        }
        try db.execute(
            sql: """
                INSERT INTO repository_fts (rowid, name, owner, summary, topics)
                SELECT (2147483647 - max(0, min(stars, 2147483647))) * 4294967296 + id, name, owner, summary, topics
                FROM repository WHERE id > ? ORDER BY 1
                """,
            arguments: [lastID])
        try db.execute(sql: trigger)
    }

    /// `records` with each repository (`owner/name`, ignoring case) once, where it first appears,
    /// with the values of its last record.
    static func lastOfEach(_ records: [Record]) -> [Record] {
        var position: [String: Int] = [:]
        position.reserveCapacity(records.count)
        var kept: [Record] = []
        kept.reserveCapacity(records.count)
        for record in records {
            let key = record.owner.lowercased() + "/" + record.name.lowercased()
            if let existing = position[key] {
                kept[existing] = record
            } else {
                position[key] = kept.count
                kept.append(record)
            }
        }
        return kept
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
