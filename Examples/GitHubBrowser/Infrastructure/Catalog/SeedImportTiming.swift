/// When ``OfflineCatalog/open(at:seed:importing:)`` imports the seed into a catalog that has not
/// been seeded yet (its first run).
public enum SeedImportTiming: Sendable {
    /// Before `open` returns, which throws the import's errors. Use it in tools, tests and
    /// benchmarks of the import, where the catalog must be complete when opened.
    case beforeReturning
    /// In the background: `open` returns at once, and every read or write of the catalog first
    /// waits for the import to finish (and throws its error, if any). The app uses it, so that a
    /// first run draws its first screen while the catalog is being built. The import is still one
    /// transaction: a crash part way leaves nothing, and the next open imports again.
    case inBackground
}
