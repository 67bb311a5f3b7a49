import Foundation
import GitHubBrowserDomain
import GRDB

extension OfflineCatalog {
    /// Imports the GitHub ranking CSV at `file` into the catalog, in one transaction: reads it
    /// with ``RankingCSVFile/init(contentsOf:)``, then ``importRanking(_:progress:)``.
    ///
    /// - Parameters:
    ///   - file: The CSV file.
    ///   - progress: Called from the writing thread with how many repositories of how many have
    ///     been written, now and then and once at the end; for a progress bar.
    /// - Returns: What was read, added, updated and skipped.
    /// - Throws: ``CatalogImportError`` when the file cannot be read or is not a ranking CSV (the
    ///   catalog is unchanged); `DataSourceError/storage(detail:)` when the catalog cannot be
    ///   written (the transaction is rolled back: the catalog holds nothing of the file).
    public func importRanking(
        from file: URL,
        progress: (@Sendable (_ written: Int, _ total: Int) -> Void)? = nil
    ) async throws -> CatalogImportReport {
        try await importRanking(RankingCSVFile(contentsOf: file), progress: progress)
    }

    /// Imports a public GitHub ranking CSV, already read and checked, into the catalog, in one
    /// transaction. A file that gives no repository (every row skipped) writes nothing.
    ///
    /// Each repository is written once (rows naming the same `owner/name`, ignoring case, keep the
    /// first); one already in the catalog is updated. Bad rows were skipped when the file was
    /// read, and are reported with their line and reason. Use it to fill the offline catalog with
    /// real repositories, as `github-browser catalog import FILE.csv` does.
    ///
    /// - Parameters:
    ///   - ranking: The file, read and checked.
    ///   - progress: Called from the writing thread with how many repositories of how many have
    ///     been written, now and then and once at the end; for a progress bar.
    /// - Returns: What was read, added, updated and skipped.
    /// - Throws: `DataSourceError/storage(detail:)` when the catalog cannot be written (the
    ///   transaction is rolled back: the catalog holds nothing of the file).
    public func importRanking(
        _ ranking: RankingCSVFile,
        progress: (@Sendable (_ written: Int, _ total: Int) -> Void)? = nil
    ) async throws -> CatalogImportReport {
        let repositories = ranking.repositories
        guard !repositories.isEmpty else {
            // Nothing to write: the catalog is left as it was.
            return CatalogImportReport(rowsRead: ranking.rowsRead, added: 0, updated: 0, skipped: ranking.skipped)
        }
        try await waitUntilSeeded()
        let (added, updated) = try await guarded {
            try await pool.write { db in
                let exists = try db.cachedStatement(sql: "SELECT 1 FROM repository WHERE ownerKey = ? AND nameKey = ?")
                var added = 0
                var updated = 0
                for (index, repository) in repositories.enumerated() {
                    if index.isMultiple(of: 50) { progress?(index, repositories.count) }
                    let key: StatementArguments = [repository.id.owner.lowercased(), repository.id.name.lowercased()]
                    if try Bool.fetchOne(exists, arguments: key) != nil {
                        updated += 1
                    } else {
                        added += 1
                    }
                    try Self.upsert([repository], in: db)
                }
                progress?(repositories.count, repositories.count)
                return (added, updated)
            }
        }
        return CatalogImportReport(rowsRead: ranking.rowsRead, added: added, updated: updated, skipped: ranking.skipped)
    }
}
