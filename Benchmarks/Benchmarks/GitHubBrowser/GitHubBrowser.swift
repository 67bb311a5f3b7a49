import Benchmark
import Foundation
import GitHubBrowserCatalogSeed
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Synchronization

/// The catalog size the speed targets are stated for.
let catalogSize = 100_000

/// What a user types, one keystroke at a time: every prefix of a few searches.
let keystrokes: [SearchQuery] = ["swift", "parser cache", "network", "json", "maple"].flatMap { text in
    (1...text.count).compactMap { length in try? SearchQuery(String(text.prefix(length))) }
}

let sharedCatalog = Mutex<OfflineCatalog?>(nil)
let keystrokeIndex = Atomic<Int>(0)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 2_000)

    Benchmark(
        "Search keystroke (100k catalog, first page)",
        configuration: .init(setup: {
            let catalog = try await SyntheticCatalog.open(count: catalogSize)
            sharedCatalog.withLock { $0 = catalog }
        }, teardown: {
            sharedCatalog.withLock { $0 = nil }
        })
    ) { benchmark in
        guard let catalog = sharedCatalog.withLock({ $0 }) else { return }
        let index = keystrokeIndex.add(1, ordering: .relaxed).newValue
        let query = keystrokes[index % keystrokes.count]
        benchmark.startMeasurement()
        blackHole(try await catalog.search(query, page: .first))
    }

    Benchmark(
        "Catalog open (100k catalog)",
        configuration: .init(maxIterations: 200, setup: {
            _ = try await SyntheticCatalog.open(count: catalogSize)
        })
    ) { _ in
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-benchmark-catalog-\(catalogSize)-v1.sqlite")
        blackHole(try OfflineCatalog.open(at: url, seed: nil))
    }

    Benchmark(
        "First run: build the catalog from the shipped seed",
        configuration: .init(maxDuration: .seconds(20), maxIterations: 30)
    ) { benchmark in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-benchmark-seed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        benchmark.startMeasurement()
        blackHole(try OfflineCatalog.open(at: directory.appendingPathComponent("catalog.sqlite"), seed: CatalogSeedResource.url))
        benchmark.stopMeasurement()
    }
}
