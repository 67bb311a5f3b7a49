import Foundation
import GitHubBrowserCatalogSeed
import GitHubBrowserDomain
import GRDB

/// The offline catalog: repositories in SQLite with an FTS5 index, so the browser works with no
/// network and no token. It is the default `RepositoryCatalog` and the cache behind
/// ``CachingCatalog``.
///
/// Open it with ``open(at:seed:importing:)``: on first run it builds itself from the seed file
/// shipped with the example (see `CatalogSeedResource`), before returning or in the background.
/// Search ranks an exact name match first (`swift-nio` or `apple/swift-nio`, ignoring case), then
/// names that start with the query, then other name matches, then repositories that match only in
/// owner, description or topics; each tier by stars (ties: first added first, and the shipped seed
/// lists shorter names first, so the closest name wins a tie). Every word is
/// matched as a prefix, so it suits search-as-you-type. A damaged file is reported with
/// `DataSourceError/storage(detail:)` and never replaced.
public final class OfflineCatalog: RepositoryCatalog {
    /// The schema version this build writes.
    public static let schemaVersion = 3

    /// Where the database file is.
    public let url: URL
    let pool: DatabasePool
    /// The seed import running in the background (``SeedImportTiming/inBackground``), which every
    /// read and write waits for; `nil` when the catalog was complete when opened.
    private let seeding: Task<Void, any Error>?

    private init(url: URL, pool: DatabasePool, seeding: Task<Void, any Error>? = nil) {
        self.url = url
        self.pool = pool
        self.seeding = seeding
    }

    /// Opens (creating if needed) the catalog at `url`; if it has never been seeded and `seed` is
    /// given (by default, the seed shipped with the example), imports the seed file — before
    /// returning, or in the background, as `timing` says.
    /// - Throws: `DataSourceError/storage(detail:)` when the file or (imported before returning)
    ///   the seed cannot be used.
    public static func open(
        at url: URL,
        seed: URL? = CatalogSeedResource.url,
        importing timing: SeedImportTiming = .beforeReturning
    ) throws -> OfflineCatalog {
        let pool = try SQLiteDatabase.openPool(at: url, identity: identity)
        guard let seed, try !isSeeded(pool, url: url) else { return OfflineCatalog(url: url, pool: pool) }
        switch timing {
        case .beforeReturning:
            _ = try importSeed(from: seed, into: pool, url: url)
            return OfflineCatalog(url: url, pool: pool)
        case .inBackground:
            let seeding = Task.detached(priority: .userInitiated) {
                _ = try importSeed(from: seed, into: pool, url: url)
            }
            return OfflineCatalog(url: url, pool: pool, seeding: seeding)
        }
    }

    /// Checks, changing nothing, that ``open(at:seed:importing:)`` can use `url`: nothing is there
    /// yet, or it is the browser's offline catalog and SQLite can read its schema. Call it before
    /// creating anything else, so that a catalog that is refused leaves no other file or folder
    /// behind.
    /// - Throws: `DataSourceError/storage(detail:)` naming the file and saying why it is refused
    ///   and what to do; the file is left as it was.
    public static func check(at url: URL) throws {
        _ = try SQLiteDatabase.check(url, identity: identity)
    }

    /// Waits until the catalog is complete: returns at once unless the seed is being imported in
    /// the background. Reads and writes call it first; call it yourself to know that the first
    /// run's import is over (or why it failed).
    /// - Throws: `DataSourceError/storage(detail:)` when the background import failed.
    public func waitUntilSeeded() async throws {
        try await seeding?.value
    }

    /// How many repositories the catalog holds.
    public func count() async throws -> Int {
        try await waitUntilSeeded()
        return try await guarded { try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM repository") ?? 0 } }
    }

    /// Imports the seed file at `seed` in one transaction and records that the catalog is seeded:
    /// after a failure or a crash part way, the catalog holds nothing of the seed and is not marked
    /// seeded, so the next ``open(at:seed:importing:)`` imports it again.
    /// - Returns: how many records were imported.
    /// - Throws: `DataSourceError/storage(detail:)` naming the file (and the bad record, if any).
    @discardableResult
    public func importSeed(from seed: URL) async throws -> Int {
        try await waitUntilSeeded()
        return try Self.importSeed(from: seed, into: pool, url: url)
    }

    private static func importSeed(from seed: URL, into pool: DatabasePool, url: URL) throws -> Int {
        let data: Data
        do {
            data = try Data(contentsOf: seed)
        } catch {
            throw DataSourceError.storage(detail: "The catalog seed at \(seed.path) cannot be read: \(error.localizedDescription)")
        }
        let records = try CatalogSeedImport.records(from: data, path: seed.path)
        try guardedSync(path: url.path) {
            try pool.write { db in
                try CatalogSeedImport.insert(records, into: db)
                try db.execute(sql: "INSERT OR REPLACE INTO catalog_meta (key, value) VALUES ('seeded', ?)", arguments: [seed.lastPathComponent])
            }
        }
        return records.count
    }

    /// Records that the catalog is complete without the shipped seed, so
    /// ``open(at:seed:importing:)`` never imports the seed into it. Use it after building a catalog of your own with ``upsert(_:)``
    /// (a large benchmark catalog, an import from another source); `source` says where it came from.
    public func markSeeded(source: String) async throws {
        try await waitUntilSeeded()
        try await guarded {
            try await pool.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO catalog_meta (key, value) VALUES ('seeded', ?)", arguments: [source])
            }
        }
    }

    /// Inserts `repositories`, or updates the ones already present (matched by `owner/name`,
    /// ignoring case). Use it to cache what a live source returned, or to build large catalogs.
    public func upsert(_ repositories: [Repository]) async throws {
        guard !repositories.isEmpty else { return }
        try await waitUntilSeeded()
        try await guarded { try await pool.write { db in try Self.upsert(repositories, in: db) } }
    }

    /// Saves `repositories` as the live source answered them at `date`: ``upsert(_:)``, and a note
    /// of when, which ``savedAt(_:)`` reads back to tell users how old a saved copy is.
    public func saveLiveCopy(_ repositories: [Repository], at date: Date) async throws {
        guard !repositories.isEmpty else { return }
        try await waitUntilSeeded()
        try await guarded {
            try await pool.write { db in
                try Self.upsert(repositories, in: db)
                let statement = try db.cachedStatement(sql: "INSERT OR REPLACE INTO live_copy (ownerKey, nameKey, savedAt) VALUES (?, ?, ?)")
                for repository in repositories {
                    try statement.execute(arguments: [repository.id.owner.lowercased(), repository.id.name.lowercased(), date.timeIntervalSince1970])
                }
            }
        }
    }

    /// When the most recently saved of `repositories` was saved from the live source, or `nil` when
    /// none was (they come from the shipped seed, or were never cached).
    public func savedAt(_ repositories: [RepositoryID]) async throws -> Date? {
        guard !repositories.isEmpty else { return nil }
        try await waitUntilSeeded()
        let newest = try await guarded {
            try await pool.read { db in
                let statement = try db.cachedStatement(sql: "SELECT savedAt FROM live_copy WHERE ownerKey = ? AND nameKey = ?")
                var newest: Double?
                for id in repositories {
                    if let savedAt = try Double.fetchOne(statement, arguments: [id.owner.lowercased(), id.name.lowercased()]) {
                        newest = max(newest ?? savedAt, savedAt)
                    }
                }
                return newest
            }
        }
        return newest.map { Date(timeIntervalSince1970: $0) }
    }

    // MARK: RepositoryCatalog

    /// Repositories matching `query`, in four tiers: the exact name (or `owner/name`), names that
    /// start with the query, other name matches, then matches in owner, description or topics —
    /// each tier by stars.
    public func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        guard let fullText = FullTextQuery(query) else {
            return Page(items: [], request: page, next: nil, totalCount: 0)
        }
        // Rank keys sort by stars (descending): the full-text index's rowid is one, and exact
        // matches (found through the name index) compute theirs the same way. Each tier's
        // condition is read in key order and stops after `end` rows, so no sort of every match,
        // whatever the catalog size. A row may meet several tiers' conditions (a name that starts
        // with the query is also a name match, and matches any column): it is read by each and
        // keeps its best tier, so no `NOT` is needed, which keeps each read cheap. A row can only
        // get a tier worse than its own when its own tier's read stopped early — and then `end`
        // rows rank above it, so it is never among the first `end` rows returned.
        let end = page.offset + page.size + 1
        try await waitUntilSeeded()
        let rows = try await guarded {
            try await pool.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT r.*
                        FROM (
                            SELECT key, min(tier) AS tier FROM (
                                SELECT * FROM (
                                    SELECT (2147483647 - max(0, min(stars, 2147483647))) * 4294967296 + id AS key, 0 AS tier
                                    FROM repository
                                    WHERE nameKey = :exactName OR (ownerKey = :exactOwner AND nameKey = :exactOwnersName)
                                    ORDER BY key LIMIT :end)
                                UNION ALL
                                SELECT * FROM (
                                    SELECT rowid AS key, 1 AS tier FROM repository_fts
                                    WHERE repository_fts MATCH :prefix ORDER BY rowid LIMIT :end)
                                UNION ALL
                                SELECT * FROM (
                                    SELECT rowid AS key, 2 AS tier FROM repository_fts
                                    WHERE repository_fts MATCH :name ORDER BY rowid LIMIT :end)
                                UNION ALL
                                SELECT * FROM (
                                    SELECT rowid AS key, 3 AS tier FROM repository_fts
                                    WHERE repository_fts MATCH :any ORDER BY rowid LIMIT :end)
                            )
                            GROUP BY key
                            ORDER BY tier, key LIMIT :limit OFFSET :offset
                        ) AS ranked
                        JOIN repository r ON r.id = (ranked.key & 4294967295)
                        ORDER BY ranked.tier, ranked.key
                        """,
                    arguments: [
                        "exactName": fullText.exactName,
                        "exactOwner": fullText.exactOwnerAndName?.owner,
                        "exactOwnersName": fullText.exactOwnerAndName?.name,
                        "prefix": fullText.namePrefix,
                        "name": fullText.nameOnly,
                        "any": fullText.anyColumn,
                        "end": end,
                        "limit": page.size + 1,
                        "offset": page.offset,
                    ]
                ).map(Self.repository(from:))
            }
        }
        return Self.page(from: rows, request: page)
    }

    /// Every repository in the catalog, in the order they were added.
    public func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        try await waitUntilSeeded()
        let rows = try await guarded {
            try await pool.read { db in
                try Row.fetchAll(
                    db,
                    sql: "SELECT * FROM repository ORDER BY id LIMIT ? OFFSET ?",
                    arguments: [page.size + 1, page.offset]
                ).map(Self.repository(from:))
            }
        }
        return Self.page(from: rows, request: page)
    }

    /// The repository `owner/name` (ignoring case).
    public func repository(owner: String, name: String) async throws -> Repository {
        try await waitUntilSeeded()
        let found = try await guarded {
            try await pool.read { db in
                try Row.fetchOne(
                    db,
                    sql: "SELECT * FROM repository WHERE ownerKey = ? AND nameKey = ?",
                    arguments: [owner.lowercased(), name.lowercased()]
                ).map(Self.repository(from:))
            }
        }
        guard let found else { throw DataSourceError.notFound }
        return found
    }

    // MARK: Schema and rows

    /// What the catalog database is: its name in messages, application id and migrations.
    static var identity: DatabaseIdentity {
        DatabaseIdentity(what: "offline catalog", applicationID: DatabaseIdentity.catalogID, migrator: migrator)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: repositories with a full-text index") { db in
            try db.execute(sql: """
                CREATE TABLE repository (
                    id INTEGER PRIMARY KEY,
                    ownerKey TEXT NOT NULL,
                    nameKey TEXT NOT NULL,
                    owner TEXT NOT NULL,
                    name TEXT NOT NULL,
                    isOrganization INTEGER,
                    summary TEXT,
                    language TEXT,
                    stars INTEGER NOT NULL,
                    forks INTEGER NOT NULL,
                    openIssues INTEGER NOT NULL,
                    licence TEXT,
                    topics TEXT NOT NULL,
                    updatedAt REAL,
                    webURL TEXT,
                    isSynthetic INTEGER NOT NULL,
                    UNIQUE (ownerKey, nameKey)
                );
                -- Contentless full-text index. Its rowid is a rank key, not the repository id:
                -- (2^31 - 1 - stars) * 2^32 + id, so rowid order is "most stars first" and the id
                -- is the key's low 32 bits. Prefix indexes keep as-you-type prefixes fast.
                CREATE VIRTUAL TABLE repository_fts USING fts5(
                    name, owner, summary, topics,
                    content = '',
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3 4 5 6'
                );
                CREATE TRIGGER repository_after_insert AFTER INSERT ON repository BEGIN
                    INSERT INTO repository_fts (rowid, name, owner, summary, topics)
                    VALUES ((2147483647 - max(0, min(new.stars, 2147483647))) * 4294967296 + new.id,
                            new.name, new.owner, new.summary, new.topics);
                END;
                CREATE TRIGGER repository_after_delete AFTER DELETE ON repository BEGIN
                    INSERT INTO repository_fts (repository_fts, rowid, name, owner, summary, topics)
                    VALUES ('delete', (2147483647 - max(0, min(old.stars, 2147483647))) * 4294967296 + old.id,
                            old.name, old.owner, old.summary, old.topics);
                END;
                CREATE TRIGGER repository_after_update AFTER UPDATE ON repository BEGIN
                    INSERT INTO repository_fts (repository_fts, rowid, name, owner, summary, topics)
                    VALUES ('delete', (2147483647 - max(0, min(old.stars, 2147483647))) * 4294967296 + old.id,
                            old.name, old.owner, old.summary, old.topics);
                    INSERT INTO repository_fts (rowid, name, owner, summary, topics)
                    VALUES ((2147483647 - max(0, min(new.stars, 2147483647))) * 4294967296 + new.id,
                            new.name, new.owner, new.summary, new.topics);
                END;
                CREATE TABLE catalog_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                PRAGMA user_version = 1;
                """)
        }
        migrator.registerMigration("v2: an index of names, for exact-name ranking") { db in
            try db.execute(sql: """
                CREATE INDEX repository_by_name ON repository (nameKey);
                PRAGMA user_version = 2;
                """)
        }
        migrator.registerMigration("v3: when each repository was last saved from the live source") { db in
            try db.execute(sql: """
                CREATE TABLE live_copy (
                    ownerKey TEXT NOT NULL,
                    nameKey TEXT NOT NULL,
                    savedAt REAL NOT NULL,
                    PRIMARY KEY (ownerKey, nameKey)
                ) WITHOUT ROWID;
                PRAGMA user_version = 3;
                """)
        }
        return migrator
    }

    private static func isSeeded(_ pool: DatabasePool, url: URL) throws -> Bool {
        try guardedSync(path: url.path) {
            try pool.read { db in
                try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM catalog_meta WHERE key = 'seeded')") ?? false
            }
        }
    }

    /// Inserts one repository, or updates the one with the same `owner/name` (ignoring case).
    /// Arguments: ownerKey, nameKey, owner, name, isOrganization, summary, language, stars, forks,
    /// openIssues, licence, topics, updatedAt, webURL, isSynthetic.
    static let upsertSQL = """
        INSERT INTO repository (ownerKey, nameKey, owner, name, isOrganization, summary, language, stars,
                                forks, openIssues, licence, topics, updatedAt, webURL, isSynthetic)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (ownerKey, nameKey) DO UPDATE SET
            owner = excluded.owner, name = excluded.name, isOrganization = excluded.isOrganization,
            summary = excluded.summary, language = excluded.language, stars = excluded.stars,
            forks = excluded.forks, openIssues = excluded.openIssues, licence = excluded.licence,
            topics = excluded.topics, updatedAt = excluded.updatedAt, webURL = excluded.webURL,
            isSynthetic = excluded.isSynthetic
        """

    static func upsert(_ repositories: [Repository], in db: Database) throws {
        let statement = try db.cachedStatement(sql: upsertSQL)
        for repository in repositories {
            try statement.execute(arguments: [
                repository.id.owner.lowercased(), repository.id.name.lowercased(),
                repository.id.owner, repository.id.name, repository.owner.isOrganization,
                repository.summary, repository.language, repository.stars,
                repository.forks, repository.openIssues, repository.licence,
                repository.topics.joined(separator: "\n"), repository.updatedAt?.timeIntervalSince1970,
                repository.webURL?.absoluteString, repository.isSynthetic,
            ])
        }
    }

    /// A page from up to `request.size + 1` fetched items (the extra one only tells that there is a
    /// next page).
    static func page<Item: Sendable>(from items: [Item], request: PageRequest) -> Page<Item> {
        let hasMore = items.count > request.size
        return Page(items: Array(items.prefix(request.size)), request: request, next: hasMore ? request.following() : nil)
    }

    @Sendable static func repository(from row: Row) -> Repository {
        let topics: String = row["topics"]
        let updatedAt: Double? = row["updatedAt"]
        let webURL: String? = row["webURL"]
        return Repository(
            id: RepositoryID(owner: row["owner"], name: row["name"]),
            isOrganization: row["isOrganization"],
            summary: row["summary"],
            language: row["language"],
            stars: row["stars"],
            forks: row["forks"],
            openIssues: row["openIssues"],
            licence: row["licence"],
            topics: topics.split(separator: "\n").map(String.init),
            updatedAt: updatedAt.map { Date(timeIntervalSince1970: $0) },
            webURL: webURL.flatMap { URL(string: $0) },
            isSynthetic: row["isSynthetic"]
        )
    }

    func guarded<Value>(_ operation: () async throws -> Value) async throws -> Value {
        try await SQLiteDatabase.guarded(path: url.path, what: "offline catalog", operation)
    }

    static func guardedSync<Value>(path: String, _ operation: () throws -> Value) throws -> Value {
        do {
            return try operation()
        } catch let error as DatabaseError {
            throw SQLiteDatabase.storageError(error, path: path, what: "offline catalog")
        }
    }
}
