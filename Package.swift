// swift-tools-version: 6.1
// Strata — building blocks for apps that stay easy to change as they grow.
//
// Every module is declared in its own block below: its library product, its target and its test
// target. Targets depend inward only (see CONTRIBUTING.md): StrataCore ← portable modules ← drivers
// ← examples. Every target builds in the Swift 6 language mode (the default of tools version 6.1).
// The last block, the `strata` command and its lint plugins, is built only with the `StrataTools` trait.

import PackageDescription

var products: [Product] = []
var targets: [Target] = []

let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")

/// The modules whose test helpers live in StrataTesting. Each module's block appends itself.
var strataTestingDependencies: [Target.Dependency] = ["StrataCore"]

// MARK: - StrataCore: registry keys, handler registries, root views, continuous observation

products.append(.library(name: "StrataCore", targets: ["StrataCore"]))
targets += [
    .target(name: "StrataCore"),
    .testTarget(name: "StrataCoreTests", dependencies: ["StrataCore", "StrataTesting", propertyBased]),
]

// MARK: - StrataAlert: the alert module of the articles

products.append(.library(name: "StrataAlert", targets: ["StrataAlert"]))
targets += [
    .target(name: "StrataAlert", dependencies: ["StrataCore"]),
    .testTarget(name: "StrataAlertTests", dependencies: ["StrataAlert", "StrataTesting", propertyBased]),
]
strataTestingDependencies.append("StrataAlert")

// MARK: - StrataNavigation: transitioners, coordinators, deep links, launch routes

products.append(.library(name: "StrataNavigation", targets: ["StrataNavigation"]))
targets += [
    // ScreenParts, what a view controller hands its screen object, names StrataAlert's ScreenHost.
    .target(name: "StrataNavigation", dependencies: ["StrataCore", "StrataAlert"]),
    .testTarget(
        name: "StrataNavigationTests",
        dependencies: ["StrataNavigation", "StrataTesting", propertyBased]
    ),
]
strataTestingDependencies.append("StrataNavigation")

// MARK: - StrataList: snapshots, the diff engine, list data sources

products.append(.library(name: "StrataList", targets: ["StrataList"]))
targets += [
    .target(name: "StrataList", dependencies: ["StrataCore"]),
    .testTarget(name: "StrataListTests", dependencies: ["StrataList", "StrataTesting", propertyBased]),
]
strataTestingDependencies.append("StrataList")

// MARK: - StrataFlux: dispatcher and Flux stores

products.append(.library(name: "StrataFlux", targets: ["StrataFlux"]))
targets += [
    .target(name: "StrataFlux", dependencies: ["StrataCore"]),
    .testTarget(name: "StrataFluxTests", dependencies: ["StrataFlux", "StrataTesting", propertyBased]),
]
strataTestingDependencies.append("StrataFlux")

// MARK: - StrataRedux: store, reducers, middleware, request states

products.append(.library(name: "StrataRedux", targets: ["StrataRedux"]))
targets += [
    .target(name: "StrataRedux", dependencies: ["StrataCore"]),
    .testTarget(name: "StrataReduxTests", dependencies: ["StrataRedux", "StrataTesting", propertyBased]),
]
strataTestingDependencies.append("StrataRedux")

// MARK: - StrataVIPER: VIPER with generics (the events, listeners, roles and scene builder of 「【Swift】VIPER with Generics」)

products.append(.library(name: "StrataVIPER", targets: ["StrataVIPER"]))
targets += [
    .target(name: "StrataVIPER", dependencies: ["StrataNavigation"]),
    .testTarget(name: "StrataVIPERTests", dependencies: ["StrataVIPER", "StrataTesting"]),
]
strataTestingDependencies.append("StrataVIPER")

// MARK: - StrataTerminal: the terminal UI driver

products.append(.library(name: "StrataTerminal", targets: ["StrataTerminal"]))
targets += [
    .target(name: "StrataTerminal", dependencies: ["StrataCore", "StrataAlert", "StrataNavigation", "StrataList"]),
    // A real terminal program for the tests that need a process on a TTY; not a product.
    .executableTarget(
        name: "strata-terminal-fixture",
        dependencies: ["StrataCore", "StrataTerminal", "StrataList"],
        path: "Tests/StrataTerminalFixture"
    ),
    .testTarget(
        name: "StrataTerminalTests",
        dependencies: ["StrataTerminal", "StrataTesting", propertyBased],
        exclude: ["__Snapshots__"]
    ),
]

// MARK: - StrataUIKit: the UIKit driver (iOS, tvOS, Mac Catalyst)

// On iOS, tvOS, visionOS and Mac Catalyst StrataUIKit imports UIKit. On Linux, where UIKit does not
// exist, it compiles against UIKitSimulation: the UIKit symbols it uses, with Apple's signatures, and
// the misuse rules that crash real apps, reported to the test that broke them (StrataTesting's
// `.simulatedUIKit` trait). UIKitSimulation is no product, and only Linux builds get it. On macOS
// (outside Mac Catalyst) and watchOS, which have no UIKit view controllers, StrataUIKit is empty but
// for stand-ins that say, where a symbol is used, that it needs UIKit.
products.append(.library(name: "StrataUIKit", targets: ["StrataUIKit"]))
let uikitSimulation: Target.Dependency = .target(name: "UIKitSimulation", condition: .when(platforms: [.linux]))
targets += [
    .target(name: "UIKitSimulation", exclude: ["README.md"]),
    .target(
        name: "StrataUIKit",
        dependencies: ["StrataCore", "StrataAlert", "StrataNavigation", "StrataList", uikitSimulation]
    ),
    .testTarget(name: "StrataUIKitTests", dependencies: ["StrataUIKit", "StrataTesting", uikitSimulation, propertyBased]),
]

// MARK: - StrataTesting: test helpers for every module

products.append(.library(name: "StrataTesting", targets: ["StrataTesting"]))
targets += [
    // StrataTesting is the one library that links Swift Testing: it is meant for test targets only.
    .target(name: "StrataTesting", dependencies: strataTestingDependencies + [uikitSimulation]),
    .testTarget(name: "StrataTestingTests", dependencies: ["StrataTesting"]),
]

// MARK: - The strata command and its lint plugins (the StrataTools trait)

// `strata new` scaffolds a screen in Strata's one screen shape; `strata lint` checks a codebase against
// the articles' rules, from the command line or through two SwiftPM plugins (StrataLintPlugin in every
// build, StrataLintCommandPlugin as `swift package strata-lint`). Their sources are in Tools/. They need
// swift-syntax, Yams and swift-argument-parser, which SwiftPM resolves only for a build with the
// package's `StrataTools` trait: an app that depends on the libraries alone never fetches them, and one
// that wants the plugins writes `traits: ["StrataTools"]` on its `.package(url:…)` line. Without the
// trait these targets compile to nothing (each file is wrapped in `#if StrataTools`), and `strata`
// only says how to turn the trait on.
let withTools: TargetDependencyCondition? = .when(traits: ["StrataTools"])
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser", condition: withTools)
let swiftSyntax: Target.Dependency = .product(name: "SwiftSyntax", package: "swift-syntax", condition: withTools)
let swiftParser: Target.Dependency = .product(name: "SwiftParser", package: "swift-syntax", condition: withTools)
let yams: Target.Dependency = .product(name: "Yams", package: "Yams", condition: withTools)

// StrataLint (the rules, their configuration and the report formats) and StrataScaffolding (the
// templates, plain files in Templates/) are libraries, so the benchmarks and the tests use them
// in-process; `strata` is a thin command over both.
products.append(.library(name: "StrataLint", targets: ["StrataLint"]))
products.append(.library(name: "StrataScaffolding", targets: ["StrataScaffolding"]))
products.append(.executable(name: "strata", targets: ["StrataCommand"]))
products.append(.plugin(name: "StrataLintPlugin", targets: ["StrataLintPlugin"]))
products.append(.plugin(name: "StrataLintCommandPlugin", targets: ["StrataLintCommandPlugin"]))
targets += [
    .target(name: "StrataLint", dependencies: [swiftSyntax, swiftParser, yams], path: "Tools/Sources/StrataLint"),
    .testTarget(name: "StrataLintTests", dependencies: ["StrataLint"], path: "Tools/Tests/StrataLintTests"),
    .target(name: "StrataScaffolding", path: "Tools/Sources/StrataScaffolding", resources: [.copy("Templates")]),
    // The generated code is linted by the tests too: every template keeps the articles' rules.
    .testTarget(
        name: "StrataScaffoldingTests",
        dependencies: ["StrataScaffolding", "StrataLint"],
        path: "Tools/Tests/StrataScaffoldingTests"
    ),
    .executableTarget(
        name: "StrataCommand",
        dependencies: ["StrataLint", "StrataScaffolding", argumentParser],
        path: "Tools/Sources/StrataCommand"
    ),
    // Runs the built `strata` binary: formats, exit codes, files written.
    .testTarget(name: "StrataCommandTests", dependencies: ["StrataCommand"], path: "Tools/Tests/StrataCommandTests"),
    // Both plugins run the `strata` executable built from this package.
    .plugin(
        name: "StrataLintPlugin",
        capability: .buildTool(),
        dependencies: ["StrataCommand"],
        path: "Tools/Plugins/StrataLintPlugin"
    ),
    .plugin(
        name: "StrataLintCommandPlugin",
        capability: .command(
            intent: .custom(verb: "strata-lint", description: "Check the package's Swift targets against the articles' rules")
        ),
        dependencies: ["StrataCommand"],
        path: "Tools/Plugins/StrataLintCommandPlugin"
    ),
]

// MARK: - Package

let package = Package(
    name: "Strata",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: products,
    traits: [
        .trait(
            name: "StrataTools",
            description: "The strata command (strata new, strata lint) and its two lint plugins; needs swift-syntax, Yams and swift-argument-parser"
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: targets
)
