import ArgumentParser

/// Where the browser's repositories come from.
enum CatalogSource: String, ExpressibleByArgument, CaseIterable {
    /// The offline catalog: SQLite with full-text search, seeded from the data shipped with the app.
    case offline
    /// The live GitHub REST API; what it returns is cached in the offline catalog.
    case github
}
