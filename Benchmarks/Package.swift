// swift-tools-version: 6.1
// Strata's benchmarks (ordo-one/benchmark). A package of its own, so depending on Strata never pulls
// benchmark-only dependencies. Run from the repository root:
//
//     swift package --package-path Benchmarks benchmark
//
// Each suite is an executable target in Benchmarks/Benchmarks/<Suite>/, declared in its own block;
// BenchmarkSupport holds what several suites share.

import Foundation
import PackageDescription

/// The root package is a path dependency, so SwiftPM names it after its folder (which differs
/// between clones). Refer to its products through this function.
func strata(_ product: String) -> Target.Dependency {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return .product(name: product, package: root.lastPathComponent.lowercased())
}

/// A product of the examples package (`Examples/`, a path dependency named after its folder).
func example(_ product: String) -> Target.Dependency {
    .product(name: product, package: "examples")
}

let benchmark: Target.Dependency = .product(name: "Benchmark", package: "benchmark")
let benchmarkPlugin: Target.PluginUsage = .plugin(name: "BenchmarkPlugin", package: "benchmark")

var targets: [Target] = []

// MARK: - BenchmarkSupport: what several suites share (a seedable random number generator)

targets.append(.target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"))
let support: Target.Dependency = "BenchmarkSupport"

// MARK: - ListDiff: the StrataList diff engine against the standard library

targets += [
    .executableTarget(
        name: "ListDiff",
        dependencies: [benchmark, support, strata("StrataList")],
        path: "Benchmarks/ListDiff",
        plugins: [benchmarkPlugin]
    ),
]

// MARK: - Stores: StrataRedux and StrataFlux dispatch throughput

targets.append(
    .executableTarget(
        name: "Stores",
        dependencies: [benchmark, strata("StrataRedux"), strata("StrataFlux")],
        path: "Benchmarks/Stores",
        plugins: [benchmarkPlugin]
    )
)

// MARK: - TerminalRender: StrataTerminal rendering and scrolling

targets += [
    .executableTarget(
        name: "TerminalRender",
        dependencies: [benchmark, strata("StrataTerminal"), strata("StrataList")],
        path: "Benchmarks/TerminalRender",
        plugins: [benchmarkPlugin]
    ),
]

// MARK: - GitHubBrowser: search, start-up and memory of the reference app

targets.append(
    .executableTarget(
        name: "GitHubBrowser",
        dependencies: [
            benchmark,
            support,
            example("GitHubBrowserDomain"),
            example("GitHubBrowserInfrastructure"),
            example("GitHubBrowserCatalogSeed"),
            example("GitHubBrowserComposition"),
            strata("StrataTerminal"),
        ],
        path: "Benchmarks/GitHubBrowser",
        plugins: [benchmarkPlugin]
    )
)

// MARK: - Lint: `strata lint` over a generated corpus of at least 500,000 lines

targets.append(
    .executableTarget(
        name: "Lint",
        dependencies: [benchmark, strata("StrataLint")],
        path: "Benchmarks/Lint",
        plugins: [benchmarkPlugin]
    )
)

let package = Package(
    name: "StrataBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The StrataTools trait builds the strata command's linter (StrataLint) for the Lint suite.
        .package(path: "..", traits: ["StrataTools"]),
        .package(path: "../Examples"),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: targets
)
