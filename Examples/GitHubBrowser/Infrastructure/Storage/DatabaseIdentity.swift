import GRDB

/// Which of the browser's databases a file is meant to be: how messages name it, the SQLite
/// `application_id` stamped in its header when it is created, and its migrations.
///
/// The application id is what tells the browser's files from other programs' SQLite files (and
/// the favourites database from the catalog): a file that carries another id is refused and left
/// untouched. Files made before the browser stamped them carry none; they are recognised by their
/// tables (see ``DatabaseFileInspection``) and stamped when opened.
struct DatabaseIdentity: Sendable {
    /// How messages name the database ("favourites database").
    var what: String
    /// The value of `PRAGMA application_id` in every file of this kind.
    var applicationID: Int32
    /// The schema's migrations.
    var migrator: DatabaseMigrator
    /// Whether deleted content is overwritten with zeros (`PRAGMA secure_delete`), for databases
    /// that hold secrets.
    var securelyDeletes = false
    /// Whether an existing file is checked page by page (`PRAGMA quick_check`, read-only) before
    /// it is opened, so that damage is found at start rather than when its rows are read; else
    /// only its schema is read. For small databases that hold what cannot be rebuilt.
    var checksIntegrity = false

    /// The favourites and session database's id: "SGBU" (Strata GitHub Browser, User).
    static let userDatabaseID: Int32 = 0x5347_4255
    /// The offline catalog's id: "SGBC" (Strata GitHub Browser, Catalog).
    static let catalogID: Int32 = 0x5347_4243

    /// How a message names the browser's database with application id `id`, if it is one.
    static func name(ofApplicationID id: Int32) -> String? {
        switch id {
        case userDatabaseID: "the GitHub Browser's favourites database"
        case catalogID: "the GitHub Browser's offline catalog"
        default: nil
        }
    }
}
