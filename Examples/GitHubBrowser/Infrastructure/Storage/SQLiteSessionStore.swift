import Foundation
import GitHubBrowserDomain
import GRDB

/// The signed-in session kept in the ``UserDatabase`` (file readable by its owner only).
///
/// Signing out deletes the session row — the token and the account, which is everything the
/// browser ties to a user — and leaves the favourites alone.
public final class SQLiteSessionStore: SessionStore {
    private let database: UserDatabase
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    /// A store over an open database.
    public init(database: UserDatabase) {
        self.database = database
    }

    /// The stored session, or `nil` when signed out.
    public func current() async throws -> Session? {
        let decoder = self.decoder
        return try await database.guarded {
            try await database.pool.read { db -> Session? in
                guard let row = try Row.fetchOne(db, sql: "SELECT token, account FROM session WHERE id = 1") else {
                    return nil
                }
                do {
                    let token = try AccessToken(row["token"] as String)
                    let account = try decoder.decode(Account.self, from: row["account"] as Data)
                    return Session(token: token, account: account)
                } catch {
                    throw DataSourceError.storage(detail: "The stored session cannot be read (\(error)); sign out and in again.")
                }
            }
        }
    }

    /// Stores `session`, replacing any previous one.
    public func signIn(_ session: Session) async throws {
        let account = try encoder.encode(session.account)
        try await database.guarded {
            try await database.pool.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO session (id, token, account) VALUES (1, ?, ?)",
                    arguments: [session.token.secret, account]
                )
            }
        }
    }

    /// Forgets the session (token and account), leaving no trace of the token on disk: the
    /// deleted row is overwritten with zeros (`secure_delete`), and the WAL, which still holds the
    /// pages written at sign-in, is checkpointed and truncated. (If another connection is reading
    /// at that moment the truncation waits for the next sign-out or the last connection closing,
    /// which checkpoints and removes the WAL.)
    public func signOut() async throws {
        try await database.guarded {
            try await database.pool.write { db in try db.execute(sql: "DELETE FROM session") }
            try await database.pool.writeWithoutTransaction { db in
                _ = try? db.checkpoint(.truncate)
            }
        }
    }
}
