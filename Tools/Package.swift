// swift-tools-version: 6.1
// The `strata` command: `strata new` scaffolds a screen in Strata's one screen shape, `strata lint`
// checks a codebase against the articles' rules. A package of its own, so that an app depending on
// Strata's libraries never resolves swift-syntax, Yams or swift-argument-parser. From the repository
// root:
//
//     swift run --package-path Tools strata --help
//
// StrataLint (the rules, their configuration and the report formats) and StrataScaffolding (the
// templates, plain files in Templates/) are libraries, so the benchmarks and the tests use them
// in-process; `strata` is a thin command over both. Every target builds in the Swift 6 language mode.

import PackageDescription

let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let swiftSyntax: Target.Dependency = .product(name: "SwiftSyntax", package: "swift-syntax")
let swiftParser: Target.Dependency = .product(name: "SwiftParser", package: "swift-syntax")
let yams: Target.Dependency = .product(name: "Yams", package: "Yams")

var products: [Product] = []
var targets: [Target] = []

// MARK: - StrataLint: rules, configuration, the linter and its report formats

products.append(.library(name: "StrataLint", targets: ["StrataLint"]))
targets += [
    .target(name: "StrataLint", dependencies: [swiftSyntax, swiftParser, yams]),
    .testTarget(name: "StrataLintTests", dependencies: ["StrataLint"]),
]

// MARK: - StrataScaffolding: the screen templates and the generator

products.append(.library(name: "StrataScaffolding", targets: ["StrataScaffolding"]))
targets += [
    .target(name: "StrataScaffolding", resources: [.copy("Templates")]),
    // The generated code is linted by the tests too: every template keeps the articles' rules.
    .testTarget(name: "StrataScaffoldingTests", dependencies: ["StrataScaffolding", "StrataLint"]),
]

// MARK: - strata: the command

products.append(.executable(name: "strata", targets: ["StrataCommand"]))
targets += [
    .executableTarget(name: "StrataCommand", dependencies: ["StrataLint", "StrataScaffolding", argumentParser]),
    // Runs the built `strata` binary: formats, exit codes, files written.
    .testTarget(name: "StrataCommandTests", dependencies: ["StrataCommand"]),
]

// MARK: - The plugins: strata lint in every build, and on demand

// A consumer adds this package and one line to a target (`plugins: [.plugin(name: "StrataLintPlugin",
// package: "Tools")]`) to see findings at their lines in every build; `swift package strata-lint`
// lints on demand. Both run the `strata` executable (target StrataCommand) built from this package.
products.append(.plugin(name: "StrataLintPlugin", targets: ["StrataLintPlugin"]))
products.append(.plugin(name: "StrataLintCommandPlugin", targets: ["StrataLintCommandPlugin"]))
targets += [
    .plugin(name: "StrataLintPlugin", capability: .buildTool(), dependencies: ["StrataCommand"]),
    .plugin(
        name: "StrataLintCommandPlugin",
        capability: .command(intent: .custom(verb: "strata-lint", description: "Check the package's Swift targets against the articles' rules")),
        dependencies: ["StrataCommand"]
    ),
]

// MARK: - Package

let package = Package(
    name: "StrataTools",
    platforms: [.macOS(.v14)],
    products: products,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: targets
)
