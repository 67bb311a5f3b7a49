import BenchmarkSupport
import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure

/// Builds a large offline catalog of clearly synthetic repositories (owners `synthetic-…`,
/// `isSynthetic = true`) with a fixed-seed generator, so every run measures the same data.
enum SyntheticCatalog {
    static let adjectives = ["amber", "brisk", "cobalt", "dusty", "eager", "fuzzy", "gentle", "hollow", "ivory", "jolly",
                             "keen", "lunar", "mellow", "nimble", "olive", "plain", "quiet", "rapid", "silver", "tidy"]
    static let nouns = ["otter", "falcon", "maple", "harbor", "comet", "lantern", "pebble", "meadow", "cedar", "ember",
                        "glacier", "heron", "island", "juniper", "kestrel", "lagoon", "marble", "nectar", "orchid", "prairie"]
    static let words = ["cache", "parser", "router", "queue", "graph", "vector", "stream", "codec", "layout", "grid",
                        "ledger", "sync", "kit", "store", "bridge", "shell", "forge", "relay", "atlas", "signal", "matrix",
                        "pixel", "tensor", "socket", "beacon", "cipher", "script", "view", "table", "query", "flow", "scan",
                        "swift", "network", "json", "http", "server", "client", "async", "test"]
    static let languages = ["Swift", "Rust", "Go", "Python", "TypeScript", "Kotlin", "C", "C++", "Ruby", "Java"]
    static let purposes = ["parsing configuration files", "caching HTTP replies", "drawing charts in a terminal",
                           "routing requests", "syncing local data", "reading CSV files", "diffing lists",
                           "scheduling background jobs", "rendering Markdown", "testing network code"]

    /// Generates the repositories one by one, the same ones in the same order on every run, so
    /// large catalogs can be written in batches without holding every record at once.
    struct Generator {
        private var random = SplitMix64(seed: 0x5EED_CA7A)
        private var index = 0

        mutating func next() -> Repository {
            defer { index += 1 }
            let owner = "synthetic-\(adjectives[random.below(adjectives.count)])-\(nouns[random.below(nouns.count)])"
            let name = "\(words[random.below(words.count)])-\(words[random.below(words.count)])-\(index)"
            let language = languages[random.below(languages.count)]
            let stars = Int(pow(10, Double(random.below(5_200)) / 1_000))
            return Repository(
                id: RepositoryID(owner: owner, name: name),
                summary: "Synthetic sample: a \(language) library for \(purposes[random.below(purposes.count)]).",
                language: language,
                stars: stars,
                forks: stars / 4,
                openIssues: random.below(100),
                licence: "MIT",
                topics: [words[random.below(words.count)]],
                isSynthetic: true
            )
        }
    }

    /// Where the catalog of `count` synthetic repositories is kept between runs:
    /// `$TMPDIR/strata-benchmark-catalog-<count>-v2.sqlite` (pass it to `github-browser --catalog`).
    static func url(count: Int) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("strata-benchmark-catalog-\(count)-v2.sqlite")
    }

    /// Opens the catalog of `count` synthetic repositories at ``url(count:)``, building it the
    /// first time: generated and written in batches (so the generator itself stays small in
    /// memory), then marked seeded so the app never imports its shipped seed into it.
    static func open(count: Int) async throws -> OfflineCatalog {
        let url = url(count: count)
        let catalog = try OfflineCatalog.open(at: url, seed: nil)
        if try await catalog.count() != count {
            var generator = Generator()
            let batch = 10_000
            for start in stride(from: 0, to: count, by: batch) {
                try await catalog.upsert((start..<min(count, start + batch)).map { _ in generator.next() })
            }
            try await catalog.markSeeded(source: "synthetic-\(count)")
        }
        return catalog
    }
}
