import Foundation
import GitHubBrowserDomain
import GRDB

/// Favourites kept in the ``UserDatabase``: they survive restarts and crashes (each change is one
/// committed transaction), and every observer hears about a change as soon as it is committed.
///
/// The store keeps a copy of each favourite repository, so the Favourites tab works offline.
public final class SQLiteFavouritesStore: FavouritesStore {
    private let database: UserDatabase
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    /// A store over an open database.
    public init(database: UserDatabase) {
        self.database = database
    }

    /// A store over the database at `url`, opened (and created) now.
    /// - Throws: `DataSourceError/storage(detail:)` when the file cannot be used.
    public convenience init(at url: URL) throws {
        try self.init(database: UserDatabase.open(at: url))
    }

    /// Every favourite, most recently added first.
    public func all() async throws -> [Repository] {
        try await database.guarded {
            try await database.pool.read { db in try Self.fetchAll(db, decoder: self.decoder) }
        }
    }

    /// Whether `id` is a favourite.
    public func contains(_ id: RepositoryID) async throws -> Bool {
        try await database.guarded {
            try await database.pool.read { db in
                try Bool.fetchOne(
                    db,
                    sql: "SELECT EXISTS (SELECT 1 FROM favourite WHERE ownerKey = ? AND nameKey = ?)",
                    arguments: [id.owner.lowercased(), id.name.lowercased()]
                ) ?? false
            }
        }
    }

    /// Adds `repository` (or refreshes its stored copy, keeping its place).
    public func add(_ repository: Repository) async throws {
        let payload = try encoder.encode(repository)
        try await database.guarded {
            try await database.pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO favourite (ownerKey, nameKey, position, repository)
                        VALUES (?, ?, (SELECT coalesce(max(position), 0) + 1 FROM favourite), ?)
                        ON CONFLICT (ownerKey, nameKey) DO UPDATE SET repository = excluded.repository
                        """,
                    arguments: [repository.id.owner.lowercased(), repository.id.name.lowercased(), payload]
                )
            }
        }
    }

    /// Removes `id`; removing a non-favourite does nothing.
    public func remove(_ id: RepositoryID) async throws {
        try await database.guarded {
            try await database.pool.write { db in
                try db.execute(
                    sql: "DELETE FROM favourite WHERE ownerKey = ? AND nameKey = ?",
                    arguments: [id.owner.lowercased(), id.name.lowercased()]
                )
            }
        }
    }

    /// Toggles `repository` in one immediate transaction (the read and the write under the
    /// database's write lock, so toggles from other connections or processes cannot interleave)
    /// and returns whether it is a favourite afterwards.
    public func toggle(_ repository: Repository) async throws -> Bool {
        let payload = try encoder.encode(repository)
        let owner = repository.id.owner.lowercased()
        let name = repository.id.name.lowercased()
        return try await database.guarded {
            try await database.pool.writeWithoutTransaction { db in
                var isFavourite = false
                try db.inTransaction(.immediate) {
                    try db.execute(sql: "DELETE FROM favourite WHERE ownerKey = ? AND nameKey = ?", arguments: [owner, name])
                    if db.changesCount == 0 {
                        try db.execute(
                            sql: """
                                INSERT INTO favourite (ownerKey, nameKey, position, repository)
                                VALUES (?, ?, (SELECT coalesce(max(position), 0) + 1 FROM favourite), ?)
                                """,
                            arguments: [owner, name, payload]
                        )
                        isFavourite = true
                    }
                    return .commit
                }
                return isFavourite
            }
        }
    }

    /// The favourites now, then after every committed change. If the database fails while
    /// observed, the stream ends.
    public func observe() -> AsyncStream<[Repository]> {
        let decoder = self.decoder
        let observation = ValueObservation
            .tracking { db in try Self.fetchAll(db, decoder: decoder) }
            .removeDuplicates()
        let values = observation.values(in: database.pool)
        return AsyncStream { continuation in
            let task = Task {
                do {
                    for try await favourites in values {
                        continuation.yield(favourites)
                    }
                } catch {
                    // A failing database ends the stream; readers see the error on their next call.
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private static func fetchAll(_ db: Database, decoder: JSONDecoder) throws -> [Repository] {
        let payloads = try Data.fetchAll(db, sql: "SELECT repository FROM favourite ORDER BY position DESC")
        return try payloads.map { payload in
            do {
                return try decoder.decode(Repository.self, from: payload)
            } catch {
                throw DataSourceError.storage(detail: "A favourite stored in the database cannot be read: \(error)")
            }
        }
    }
}
