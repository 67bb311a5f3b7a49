/// Where the browser's repositories come from (`--source` on the command line).
public enum CatalogSource: String, CaseIterable, Sendable {
    /// The offline catalog: SQLite with full-text search, seeded from the data shipped with the app.
    /// The default: it needs no network and no token.
    case offline
    /// The live GitHub REST API; what it returns is cached in the offline catalog.
    case github
}
