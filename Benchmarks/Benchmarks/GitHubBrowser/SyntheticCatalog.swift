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

    /// `count` repositories, the same ones on every call.
    static func repositories(count: Int) -> [Repository] {
        var generator = SplitMix64(seed: 0x5EED_CA7A)
        var result: [Repository] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let owner = "synthetic-\(adjectives[generator.below(adjectives.count)])-\(nouns[generator.below(nouns.count)])"
            let name = "\(words[generator.below(words.count)])-\(words[generator.below(words.count)])-\(index)"
            let language = languages[generator.below(languages.count)]
            let stars = Int(pow(10, Double(generator.below(5_200)) / 1_000))
            result.append(Repository(
                id: RepositoryID(owner: owner, name: name),
                summary: "Synthetic sample: a \(language) library for \(purposes[generator.below(purposes.count)]).",
                language: language,
                stars: stars,
                forks: stars / 4,
                openIssues: generator.below(100),
                licence: "MIT",
                topics: [words[generator.below(words.count)]],
                isSynthetic: true
            ))
        }
        return result
    }

    /// Opens the catalog of `count` synthetic repositories at a fixed temporary path, building it
    /// the first time.
    static func open(count: Int) async throws -> OfflineCatalog {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-benchmark-catalog-\(count)-v1.sqlite")
        let catalog = try OfflineCatalog.open(at: url, seed: nil)
        if try await catalog.count() != count {
            try await catalog.upsert(repositories(count: count))
        }
        return catalog
    }
}

/// A small, fast, seedable random number generator (SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
