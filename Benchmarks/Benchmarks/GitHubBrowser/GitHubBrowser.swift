import Benchmark
import Foundation
import GitHubBrowserCatalogSeed
import GitHubBrowserComposition
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import StrataTerminal
import Synchronization

/// The catalog size the speed targets are stated for.
let catalogSize = 100_000

/// What a user types, one keystroke at a time: every prefix of a few searches.
let keystrokes: [SearchQuery] = ["swift", "parser cache", "network", "json", "maple"].flatMap { text in
    (1...text.count).compactMap { length in try? SearchQuery(String(text.prefix(length))) }
}

/// The words typed into the Search screen, one character per iteration. Single words: a space
/// leaves the trimmed query, and so the list, unchanged, which would be a keystroke with nothing
/// to wait for.
let typedWords = ["swift", "parser", "cache", "network", "json", "maple"]

let sharedCatalog = Mutex<OfflineCatalog?>(nil)
let keystrokeIndex = Atomic<Int>(0)
@MainActor var searchScreen: SearchScreenDriver?

/// Composes the browser over `settings` with no search debounce and puts its Search screen in
/// ``searchScreen``.
@MainActor
func openSearchScreen(_ settings: LaunchSettings) async throws {
    searchScreen = SearchScreenDriver(browser: try await BrowserComposition.compose(settings, searchDebounce: .zero), words: typedWords)
}

/// A fresh directory for one start-up's user database (and, for first runs, its catalog).
func freshDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-benchmark-startup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 2_000)
    let startupMetrics: [BenchmarkMetric] = [.wallClock, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal]

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

    // The same keystrokes through the whole screen: text field → presenter (or store) → use case →
    // catalog → list data source → a drawn frame showing the new list; and the app's start-up path
    // in-process (the composition root the binary runs), with a fresh user database, against the
    // 100k catalog, up to the first frame drawn — for each way the app can be built.
    for architecture in BrowserArchitecture.allCases {
        Benchmark(
            "Search keystroke to updated list, Search screen (100k catalog), \(architecture.rawValue)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxIterations: 1_000, setup: {
                _ = try await SyntheticCatalog.open(count: catalogSize)
                let directory = try freshDirectory()
                var settings = LaunchSettings(databaseURL: directory.appendingPathComponent("browser.sqlite"), catalogURL: SyntheticCatalog.url(count: catalogSize))
                settings.architecture = architecture
                try await openSearchScreen(settings)
            }, teardown: {
                await MainActor.run { searchScreen = nil }
            })
        ) { @MainActor benchmark in
            guard let screen = searchScreen else { return }
            screen.prepareNextKeystroke()
            benchmark.startMeasurement()
            do {
                try await screen.typeNextCharacter()
            } catch {
                benchmark.error("\(error)")
            }
            benchmark.stopMeasurement()
        }

        Benchmark(
            "Start-up to first drawn screen (100k catalog), \(architecture.rawValue)",
            configuration: .init(metrics: startupMetrics, maxDuration: .seconds(20), maxIterations: 200, setup: {
                _ = try await SyntheticCatalog.open(count: catalogSize)
            })
        ) { @MainActor benchmark in
            let directory = try freshDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            var settings = LaunchSettings(databaseURL: directory.appendingPathComponent("browser.sqlite"), catalogURL: SyntheticCatalog.url(count: catalogSize))
            settings.architecture = architecture
            benchmark.startMeasurement()
            let started = ContinuousClock.now
            blackHole(try await StartupMeasurement.measure(settings, since: started))
            benchmark.stopMeasurement()
        }
    }

    Benchmark(
        "Catalog open (100k catalog)",
        configuration: .init(maxIterations: 200, setup: {
            _ = try await SyntheticCatalog.open(count: catalogSize)
        })
    ) { _ in
        blackHole(try OfflineCatalog.open(at: SyntheticCatalog.url(count: catalogSize), seed: nil))
    }

    Benchmark(
        "First run: build the catalog from the shipped seed",
        configuration: .init(maxDuration: .seconds(20), maxIterations: 50)
    ) { benchmark in
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        benchmark.startMeasurement()
        blackHole(try OfflineCatalog.open(at: directory.appendingPathComponent("catalog.sqlite"), seed: CatalogSeedResource.url))
        benchmark.stopMeasurement()
    }

    // `github-browser catalog import` on the real GitHub ranking snapshot (3,600 rows), into a
    // fresh, empty catalog: reading and checking the CSV, then the one transaction.
    if let ranking = SharedData.githubRanking {
        Benchmark(
            "Catalog import: GitHub ranking CSV (3,600 rows, fresh catalog)",
            configuration: .init(maxDuration: .seconds(20), maxIterations: 50)
        ) { benchmark in
            let directory = try freshDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let catalog = try OfflineCatalog.open(at: directory.appendingPathComponent("catalog.sqlite"), seed: nil)
            benchmark.startMeasurement()
            blackHole(try await catalog.importRanking(from: ranking))
            benchmark.stopMeasurement()
        }
    } else {
        FileHandle.standardError.write(Data("GitHubBrowser: no ../shared/data/github-ranking-2026-08-22.csv next to the repository; the catalog import benchmark is skipped.\n".utf8))
    }

    // What a user sees on a fresh machine: a fresh user database, the first frame (the catalog is
    // built from the shipped seed in the background meanwhile)...
    Benchmark(
        "First run to first drawn screen (shipped seed)",
        configuration: .init(metrics: startupMetrics, maxDuration: .seconds(20), maxIterations: 50)
    ) { @MainActor benchmark in
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = LaunchSettings(databaseURL: directory.appendingPathComponent("browser.sqlite"), catalogURL: directory.appendingPathComponent("catalog.sqlite"))
        benchmark.startMeasurement()
        let browser = try await BrowserComposition.compose(settings)
        browser.drawFirstFrame(on: HeadlessTerminal(size: StartupMeasurement.screenSize))
        benchmark.stopMeasurement()
        // Not measured: let the import finish, so the next iteration starts on a quiet machine.
        try await browser.waitUntilCatalogReady()
    }

    // ...and when the first search can answer: the first frame, then "s" typed into the Search tab
    // until its list is drawn (which waits for the background import).
    Benchmark(
        "First run to first search result (shipped seed)",
        configuration: .init(metrics: startupMetrics, maxDuration: .seconds(20), maxIterations: 50)
    ) { @MainActor benchmark in
        let directory = try freshDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = LaunchSettings(databaseURL: directory.appendingPathComponent("browser.sqlite"), catalogURL: directory.appendingPathComponent("catalog.sqlite"))
        benchmark.startMeasurement()
        let screen = SearchScreenDriver(browser: try await BrowserComposition.compose(settings, searchDebounce: .zero), words: ["s"])
        do {
            try await screen.typeNextCharacter()
        } catch {
            benchmark.error("\(error)")
        }
        benchmark.stopMeasurement()
    }
}
