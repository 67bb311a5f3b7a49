// swift-tools-version: 6.1
// Strata's benchmarks (ordo-one/benchmark). A package of its own, so depending on Strata never pulls
// benchmark-only dependencies. Run from the repository root:
//
//     swift package --package-path Benchmarks benchmark
//
// Each suite is an executable target in Benchmarks/Benchmarks/<Suite>/, declared in its own block.

import PackageDescription

let benchmark: Target.Dependency = .product(name: "Benchmark", package: "benchmark")
let benchmarkPlugin: Target.PluginUsage = .plugin(name: "BenchmarkPlugin", package: "benchmark")

var targets: [Target] = []

// MARK: - ListDiff: the StrataList diff engine against the standard library

// MARK: - Stores: StrataRedux and StrataFlux dispatch throughput

// MARK: - TerminalRender: StrataTerminal rendering and scrolling

// MARK: - GitHubBrowser: search, start-up and memory of the reference app

let package = Package(
    name: "StrataBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: targets
)
