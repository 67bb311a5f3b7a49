import Benchmark
import StrataList

/// The number of moves a diff reported, shown next to its time.
let moves = BenchmarkMetric.custom("moves", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal, moves],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 50
    )

    let scenarios: [(String, @Sendable () -> MixedScenario)] = [
        ("10000", { Scenarios.tenThousand }), ("100000", { Scenarios.hundredThousand }),
    ]
    for (label, scenario) in scenarios {
        Benchmark("Strata diff, mixed, N=\(label)") { benchmark in
            let fixture = scenario()
            benchmark.startMeasurement()
            let changeset = ListChangeset(from: fixture.oldSnapshot, to: fixture.newSnapshot)
            benchmark.stopMeasurement()
            blackHole(changeset)
            benchmark.measurement(moves, changeset.itemMoves.count)
        }

        // The floor of any hash-based diff: one dictionary lookup per new item, nothing else.
        Benchmark("Baseline: one identifier lookup per item, N=\(label)") { benchmark in
            let fixture = scenario()
            benchmark.startMeasurement()
            var found = 0
            for row in fixture.newRows where fixture.oldSnapshot.indexPath(for: row) != nil { found += 1 }
            benchmark.stopMeasurement()
            blackHole(found)
        }

        Benchmark("Strata build snapshot, N=\(label)") { benchmark in
            let fixture = scenario()
            benchmark.startMeasurement()
            let snapshot = try Snapshot<Int, BenchmarkRow>(sections: [(0, fixture.newRows)])
            benchmark.stopMeasurement()
            blackHole(snapshot)
        }

        // The whole update a screen makes: build the new snapshot from its rows, diff it against the
        // shown one (comparing contents), hand the changeset to the list view.
        Benchmark("ListDataSource.apply, mixed, N=\(label)") { @MainActor benchmark async throws in
            let fixture = scenario()
            let renderer = CountingRenderer()
            let dataSource = ListDataSource<Int, BenchmarkRow, CountingRenderer>(renderer: renderer) { _, _, row in row }
            dataSource.apply(fixture.oldSnapshot, animatingDifferences: false)
            benchmark.startMeasurement()
            let changeset = try dataSource.apply(sections: [(0, fixture.newRows)])
            benchmark.stopMeasurement()
            blackHole(changeset)
            blackHole(renderer.lastChangeCount)
            benchmark.measurement(moves, changeset.itemMoves.count)
        }

        Benchmark("Strata build snapshots + diff, mixed, N=\(label)") { benchmark in
            let fixture = scenario()
            benchmark.startMeasurement()
            let old = MixedScenario.snapshot(of: fixture.oldRows)
            let new = MixedScenario.snapshot(of: fixture.newRows)
            let changeset = ListChangeset(from: old, to: new)
            benchmark.stopMeasurement()
            blackHole(changeset)
            benchmark.measurement(moves, changeset.itemMoves.count)
        }
    }

    Benchmark("stdlib difference+inferringMoves, mixed, N=10000") { benchmark in
        let fixture = Scenarios.tenThousand
        benchmark.startMeasurement()
        let result = MixedScenario.standardLibraryMoves(from: fixture.oldIDs, to: fixture.newIDs)
        benchmark.stopMeasurement()
        blackHole(result)
        benchmark.measurement(moves, result.moves)
    }

    // Over 40 s per run: measured once, with no warm-up.
    Benchmark(
        "stdlib difference+inferringMoves, mixed, N=100000",
        configuration: .init(warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)
    ) { benchmark in
        let fixture = Scenarios.hundredThousand
        benchmark.startMeasurement()
        let result = MixedScenario.standardLibraryMoves(from: fixture.oldIDs, to: fixture.newIDs)
        benchmark.stopMeasurement()
        blackHole(result)
        benchmark.measurement(moves, result.moves)
    }
}
