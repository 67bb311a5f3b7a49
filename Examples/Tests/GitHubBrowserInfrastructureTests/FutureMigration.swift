import Foundation
import GRDB

/// Marks a database as migrated by a future version of the app (an unknown migration identifier).
enum FutureMigration {
    static func add(to url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
        }
    }
}
