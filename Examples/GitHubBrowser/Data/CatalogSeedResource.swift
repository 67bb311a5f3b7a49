import Foundation

/// The seed file of the offline catalog (`catalog-seed.json`), shipped as a SwiftPM resource so it is
/// found at run time from any working directory.
///
/// The infrastructure's catalog builder reads it on first run; regenerate it with
/// `Examples/GitHubBrowser/Scripts/make-catalog-seed.py`.
public enum CatalogSeedResource {
    /// Where the seed file is, or `nil` when the resource bundle is missing from the installation.
    public static var url: URL? {
        Bundle.module.url(forResource: "catalog-seed", withExtension: "json")
    }
}
