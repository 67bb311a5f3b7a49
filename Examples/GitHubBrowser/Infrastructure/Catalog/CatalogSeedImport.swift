import Foundation
import GitHubBrowserDomain
import GRDB

/// Builds the offline catalog from a seed file (`catalog-seed.json`, format 1, as
/// `make-catalog-seed.py` writes it) inside one write transaction, so a failure or a crash part
/// way leaves no half catalog behind: either every record and the "seeded" mark are committed, or
/// nothing is.
///
/// The file is read by SQLite's JSON functions in a few set-based statements — no per-record
/// decoding or statement round trip in Swift — after a validation pass that names the first bad
/// record and field.
enum CatalogSeedImport {
    /// The seed format this build reads.
    static let format = 1

    /// Validates the seed `json` and writes its records into `db`, which must be in a transaction.
    /// Records already in the catalog (same `owner/name`, ignoring case) are updated, like
    /// ``OfflineCatalog/upsert(_:)`` does; a seed that names a repository twice keeps the last one.
    /// - Parameter path: The seed's path, for error messages.
    /// - Returns: How many records the seed holds.
    /// - Throws: ``DataSourceError/storage(detail:)`` that names the file, the record and the field.
    static func importSeed(json: String, path: String, into db: Database) throws -> Int {
        let arguments: StatementArguments = ["seed": json]
        try checkShape(arguments: arguments, path: path, db: db)
        if let problem = try Row.fetchOne(db, sql: firstProblemSQL, arguments: arguments) {
            let record: Int = problem["record"]
            let detail: String = problem["problem"]
            throw invalid(path, "record \(record) (counting from 0): \(detail)")
        }
        let count = try Int.fetchOne(db, sql: "SELECT json_array_length(:seed, '$.repositories')", arguments: arguments) ?? 0
        try db.execute(sql: insertSQL, arguments: arguments)
        return count
    }

    /// The file is JSON, with `format` 1 and a `repositories` array.
    private static func checkShape(arguments: StatementArguments, path: String, db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT json_valid(:seed)", arguments: arguments) == true else {
            throw invalid(path, "it is not JSON")
        }
        let shape = try Row.fetchOne(
            db,
            sql: """
                SELECT json_type(:seed) AS root, json_type(:seed, '$.format') AS formatType,
                       json_extract(:seed, '$.format') AS format, json_type(:seed, '$.repositories') AS repositories
                """,
            arguments: arguments
        )
        guard let shape, shape["root"] as String? == "object" else { throw invalid(path, "it is not a JSON object") }
        guard shape["formatType"] as String? == "integer", let found = shape["format"] as Int? else {
            throw invalid(path, "\"format\" must be an integer")
        }
        guard found == format else {
            throw DataSourceError.storage(detail: "The catalog seed at \(path) has format \(found); this build reads format \(format).")
        }
        guard shape["repositories"] as String? == "array" else { throw invalid(path, "\"repositories\" must be an array") }
    }

    private static func invalid(_ path: String, _ problem: String) -> DataSourceError {
        .storage(detail: "The catalog seed at \(path) is not valid: \(problem).")
    }

    /// The first record that breaks the format, with what is wrong. A missing optional field is
    /// fine (`json_type` is NULL, so `NOT IN` is not true); a missing required one is not (`IS NOT`,
    /// or `ifnull` first).
    private static let firstProblemSQL = """
        SELECT record, problem FROM (
            SELECT r.key AS record, CASE
                WHEN r.type IS NOT 'object' THEN 'it is not an object'
                WHEN json_type(r.value, '$.owner') IS NOT 'text' THEN '"owner" must be a string'
                WHEN json_type(r.value, '$.name') IS NOT 'text' THEN '"name" must be a string'
                WHEN json_type(r.value, '$.description') NOT IN ('text', 'null') THEN '"description" must be a string or null'
                WHEN json_type(r.value, '$.language') NOT IN ('text', 'null') THEN '"language" must be a string or null'
                WHEN json_type(r.value, '$.stars') IS NOT 'integer' THEN '"stars" must be an integer'
                WHEN json_type(r.value, '$.forks') IS NOT 'integer' THEN '"forks" must be an integer'
                WHEN json_type(r.value, '$.openIssues') IS NOT 'integer' THEN '"openIssues" must be an integer'
                WHEN json_type(r.value, '$.licence') NOT IN ('text', 'null') THEN '"licence" must be a string or null'
                WHEN json_type(r.value, '$.topics') IS NOT 'array'
                    OR EXISTS (SELECT 1 FROM json_each(r.value, '$.topics') AS t WHERE t.type IS NOT 'text')
                    THEN '"topics" must be an array of strings'
                WHEN json_type(r.value, '$.updatedAt') NOT IN ('integer', 'real', 'null') THEN '"updatedAt" must be a number or null'
                WHEN json_type(r.value, '$.url') NOT IN ('text', 'null') THEN '"url" must be a string or null'
                WHEN ifnull(json_type(r.value, '$.isSynthetic'), 'missing') NOT IN ('true', 'false') THEN '"isSynthetic" must be true or false'
            END AS problem
            FROM json_each(:seed, '$.repositories') AS r
        )
        WHERE problem IS NOT NULL
        ORDER BY record
        LIMIT 1
        """

    /// Every record in one statement. Keys are lowercased with Swift's `lowercased()` (GRDB's
    /// `swiftLowercaseString`), exactly as ``OfflineCatalog/upsert(_:)`` and the look-ups do;
    /// topics are stored one per line.
    private static let insertSQL = """
        INSERT INTO repository (ownerKey, nameKey, owner, name, isOrganization, summary, language, stars,
                                forks, openIssues, licence, topics, updatedAt, webURL, isSynthetic)
        SELECT swiftLowercaseString(record.owner), swiftLowercaseString(record.name), record.owner, record.name,
               NULL, record.summary, record.language, record.stars, record.forks, record.openIssues, record.licence,
               record.topics, record.updatedAt, record.url, record.isSynthetic
        FROM (
            SELECT r.key AS position,
                   json_extract(r.value, '$.owner') AS owner,
                   json_extract(r.value, '$.name') AS name,
                   json_extract(r.value, '$.description') AS summary,
                   json_extract(r.value, '$.language') AS language,
                   json_extract(r.value, '$.stars') AS stars,
                   json_extract(r.value, '$.forks') AS forks,
                   json_extract(r.value, '$.openIssues') AS openIssues,
                   json_extract(r.value, '$.licence') AS licence,
                   (SELECT ifnull(group_concat(t.value, char(10)), '')
                    FROM (SELECT value FROM json_each(r.value, '$.topics') ORDER BY key) AS t) AS topics,
                   json_extract(r.value, '$.updatedAt') AS updatedAt,
                   json_extract(r.value, '$.url') AS url,
                   json_extract(r.value, '$.isSynthetic') AS isSynthetic
            FROM json_each(:seed, '$.repositories') AS r
        ) AS record
        WHERE true
        ORDER BY record.position
        ON CONFLICT (ownerKey, nameKey) DO UPDATE SET
            owner = excluded.owner, name = excluded.name, isOrganization = excluded.isOrganization,
            summary = excluded.summary, language = excluded.language, stars = excluded.stars,
            forks = excluded.forks, openIssues = excluded.openIssues, licence = excluded.licence,
            topics = excluded.topics, updatedAt = excluded.updatedAt, webURL = excluded.webURL,
            isSynthetic = excluded.isSynthetic
        """
}
