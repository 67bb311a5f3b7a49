import Benchmark
import Foundation
import StrataLint
import Synchronization

/// The corpus the speed target is stated for: at least 500,000 lines.
let largeCorpusLines = 500_000
/// A quarter of it: peak memory must not grow with the corpus.
let smallCorpusLines = 125_000

let corpora = Mutex<[String: LintCorpus]>([:])

/// The corpus of `lines` lines of `shape`, generated once per benchmark.
func corpus(_ lines: Int, _ shape: LintCorpus.Shape) -> LintCorpus? {
    corpora.withLock { $0["\(lines) \(shape)"] }
}

func makeCorpus(_ lines: Int, _ shape: LintCorpus.Shape) throws {
    let made = try LintCorpus.make(lines: lines, shape: shape)
    corpora.withLock { $0["\(lines) \(shape)"] = made }
}

func removeCorpus(_ lines: Int, _ shape: LintCorpus.Shape) {
    corpora.withLock { $0.removeValue(forKey: "\(lines) \(shape)") }?.remove()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        maxDuration: .seconds(60),
        maxIterations: 10
    )
    let linter = Linter(configuration: LintConfiguration())

    let everyCore = ProcessInfo.processInfo.activeProcessorCount
    for (lines, shape, workers, label) in [
        (largeCorpusLines, LintCorpus.Shape.app, everyCore, "500,000 lines, every core"),
        (largeCorpusLines, .app, 1, "500,000 lines, one core"),
        (smallCorpusLines, .app, everyCore, "125,000 lines, every core"),
        (largeCorpusLines, .dense, everyCore, "500,000 lines of dense code, every core"),
    ] {
        Benchmark(
            "strata lint, \(label)",
            configuration: .init(setup: { try makeCorpus(lines, shape) }, teardown: { removeCorpus(lines, shape) })
        ) { benchmark in
            guard let corpus = corpus(lines, shape) else { return }
            benchmark.startMeasurement()
            let report = try linter.lint(paths: [corpus.folder.path], workers: workers)
            benchmark.stopMeasurement()
            precondition(report.filesChecked == corpus.fileCount && report.findings.count == (corpus.screenCount + 9) / 10)
        }
    }

    // The corpus the issue states its target on: real open-source UIKit apps, fetched outside the
    // repository (their code never enters it) into the folder `STRATA_LINT_APPS` names. Without it,
    // this benchmark is skipped with a notice.
    guard let apps = ProcessInfo.processInfo.environment["STRATA_LINT_APPS"], !apps.isEmpty else {
        print("Lint: STRATA_LINT_APPS is not set, so \"strata lint, real apps\" is skipped (see Tools/Sources/StrataLint/StrataLint.docc/Performance.md).")
        return
    }
    let appLines = RealAppCorpus.lineCount(in: URL(fileURLWithPath: apps))
    Benchmark("strata lint, real apps (\(appLines) lines), every core") { benchmark in
        benchmark.startMeasurement()
        let report = try linter.lint(paths: [apps], workers: ProcessInfo.processInfo.activeProcessorCount)
        benchmark.stopMeasurement()
        blackHole(report.findings.count)
    }
}
