import GitHubBrowserDomain
import GRDB

/// An owner of repositories in the offline catalog, with how many of them the catalog holds.
///
/// ``OfflineCatalog/owners(matching:page:)`` returns it: the catalog has no accounts, so its users
/// are the owners of its repositories, and what it knows of each is what it holds of theirs.
public struct CatalogOwner: Hashable, Sendable, Identifiable {
    /// The owner, as the catalog's repositories name it.
    public let owner: Owner
    /// How many of the owner's repositories the catalog holds (at least one).
    public let repositoryCount: Int
    /// The stars of those repositories, added up.
    public let stars: Int

    /// Creates an owner summary.
    public init(owner: Owner, repositoryCount: Int, stars: Int) {
        self.owner = owner
        self.repositoryCount = repositoryCount
        self.stars = stars
    }

    /// The owner's login, which identifies it.
    public var id: String { owner.login }
}

extension OfflineCatalog {
    /// The owners whose login contains `query`'s text, ignoring case: the login itself first, then
    /// logins that start with the text, then the others — each group by the stars of the owner's
    /// repositories in the catalog, most first (ties by login).
    ///
    /// Use it to search the catalog's owners as users, then ``repositories(ownedBy:page:)`` for
    /// what each owns. The text is matched as it is, spaces included; `%` and `_` are plain
    /// characters.
    /// - Throws: `DataSourceError/storage(detail:)` when the catalog cannot be read.
    public func owners(matching query: SearchQuery, page: PageRequest) async throws -> Page<CatalogOwner> {
        let text = query.text.lowercased()
        try await waitUntilSeeded()
        let owners = try await guarded {
            try await pool.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT min(owner) AS login, count(*) AS repositoryCount, sum(max(0, stars)) AS totalStars,
                               CASE WHEN ownerKey = :text THEN 0
                                    WHEN substr(ownerKey, 1, length(:text)) = :text THEN 1
                                    ELSE 2 END AS tier
                        FROM repository
                        WHERE instr(ownerKey, :text) > 0
                        GROUP BY ownerKey
                        ORDER BY tier, totalStars DESC, ownerKey
                        LIMIT :limit OFFSET :offset
                        """,
                    arguments: ["text": text, "limit": page.size + 1, "offset": page.offset]
                ).map { row in
                    CatalogOwner(owner: Owner(login: row["login"]), repositoryCount: row["repositoryCount"], stars: row["totalStars"])
                }
            }
        }
        return Self.page(from: owners, request: page)
    }

    /// The catalog's repositories owned by `login` (ignoring case), most stars first (ties by
    /// name); an owner the catalog does not know has none.
    /// - Throws: `DataSourceError/storage(detail:)` when the catalog cannot be read.
    public func repositories(ownedBy login: String, page: PageRequest) async throws -> Page<Repository> {
        try await waitUntilSeeded()
        let repositories = try await guarded {
            try await pool.read { db in
                try Row.fetchAll(
                    db,
                    sql: "SELECT * FROM repository WHERE ownerKey = ? ORDER BY stars DESC, nameKey LIMIT ? OFFSET ?",
                    arguments: [login.lowercased(), page.size + 1, page.offset]
                ).map(Self.repository(from:))
            }
        }
        return Self.page(from: repositories, request: page)
    }
}
