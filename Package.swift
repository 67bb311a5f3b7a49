// swift-tools-version: 6.1
// Strata — building blocks for apps that stay easy to change as they grow.
//
// Every module is declared in its own block below: its library product, its target and its test
// target. Targets depend inward only (see CONTRIBUTING.md): StrataCore ← portable modules ← drivers
// ← examples. Every target builds in the Swift 6 language mode (the default of tools version 6.1).

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
    .target(name: "StrataNavigation", dependencies: ["StrataCore"]),
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

// MARK: - StrataTerminal: the terminal UI driver

products.append(.library(name: "StrataTerminal", targets: ["StrataTerminal"]))
products.append(.executable(name: "strata-terminal-demo", targets: ["StrataTerminalDemo"]))
targets += [
    .target(name: "StrataTerminal", dependencies: ["StrataCore", "StrataAlert", "StrataNavigation", "StrataList"]),
    .executableTarget(name: "StrataTerminalDemo", dependencies: ["StrataTerminal", "StrataList"]),
    .testTarget(
        name: "StrataTerminalTests",
        dependencies: ["StrataTerminal", "StrataTesting", propertyBased],
        exclude: ["__Snapshots__"]
    ),
]

// MARK: - Examples/Samples: the articles' two sample apps on StrataTerminal

// SamplePresenters holds the portable parts (presenters, alert actions and strategies) and imports
// no terminal; SampleScreens holds the view controllers, root views and the list data source
// wrapper; `strata-samples` is the command (swift-argument-parser) that runs them.
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")

products.append(.executable(name: "strata-samples", targets: ["StrataSamples"]))
targets += [
    .target(name: "SamplePresenters", dependencies: ["StrataAlert"], path: "Examples/Samples/Presenters"),
    .target(
        name: "SampleScreens",
        dependencies: ["SamplePresenters", "StrataTerminal", "StrataList", "StrataAlert", "StrataCore"],
        path: "Examples/Samples/Screens"
    ),
    .executableTarget(
        name: "StrataSamples",
        dependencies: ["SamplePresenters", "SampleScreens", "StrataTerminal", argumentParser],
        path: "Examples/Samples/Command"
    ),
    .testTarget(
        name: "StrataSamplesTests",
        dependencies: ["SamplePresenters", "SampleScreens", "StrataTerminal", "StrataTesting", propertyBased],
        exclude: ["__Snapshots__"]
    ),
]

// MARK: - StrataTesting: test helpers for every module

products.append(.library(name: "StrataTesting", targets: ["StrataTesting"]))
targets += [
    .target(name: "StrataTesting", dependencies: strataTestingDependencies),
    .testTarget(name: "StrataTestingTests", dependencies: ["StrataTesting"]),
]

// MARK: - Examples

// The GitHub Browser reference app, one target per layer so the compiler enforces the dependency
// rule: Domain ← Application; Domain ← Infrastructure (+ GRDB, networking). The seed data of the
// offline catalog is a resource target of its own so it lives in Examples/GitHubBrowser/Data.
let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
let hummingbird: Target.Dependency = .product(name: "Hummingbird", package: "hummingbird")

products += [
    .library(name: "GitHubBrowserDomain", targets: ["GitHubBrowserDomain"]),
    .library(name: "GitHubBrowserApplication", targets: ["GitHubBrowserApplication"]),
    .library(name: "GitHubBrowserInfrastructure", targets: ["GitHubBrowserInfrastructure"]),
    .library(name: "GitHubBrowserCatalogSeed", targets: ["GitHubBrowserCatalogSeed"]),
    .library(name: "GitHubBrowserPresentation", targets: ["GitHubBrowserPresentation"]),
]
targets += [
    .target(name: "GitHubBrowserDomain", path: "Examples/GitHubBrowser/Domain"),
    .target(
        name: "GitHubBrowserApplication",
        dependencies: ["GitHubBrowserDomain"],
        path: "Examples/GitHubBrowser/Application"
    ),
    .target(
        name: "GitHubBrowserCatalogSeed",
        path: "Examples/GitHubBrowser/Data",
        resources: [.copy("catalog-seed.json")]
    ),
    .target(
        name: "GitHubBrowserInfrastructure",
        dependencies: ["GitHubBrowserDomain", "GitHubBrowserCatalogSeed", grdb],
        path: "Examples/GitHubBrowser/Infrastructure"
    ),
    .target(
        name: "GitHubBrowserPresentation",
        dependencies: [
            "GitHubBrowserApplication", "GitHubBrowserDomain", "StrataCore", "StrataAlert", "StrataList",
            "StrataNavigation", "StrataRedux", "StrataTerminal",
        ],
        path: "Examples/GitHubBrowser/Presentation"
    ),
    .testTarget(
        name: "GitHubBrowserPresentationTests",
        dependencies: [
            "GitHubBrowserPresentation", "GitHubBrowserApplication", "GitHubBrowserDomain", "StrataAlert",
            "StrataNavigation", "StrataRedux", "StrataTerminal", "StrataTesting", propertyBased,
        ],
        exclude: ["PublicRepositories/__Snapshots__", "Account/__Snapshots__", "__Snapshots__"]
    ),
    .testTarget(name: "GitHubBrowserDomainTests", dependencies: ["GitHubBrowserDomain", propertyBased]),
    .testTarget(
        name: "GitHubBrowserApplicationTests",
        dependencies: ["GitHubBrowserApplication", "GitHubBrowserDomain", propertyBased]
    ),
    // A local fake GitHub (Hummingbird on 127.0.0.1) shared by the infrastructure and end-to-end
    // tests; not a product, and no app target depends on it.
    .target(name: "GitHubBrowserFakeGitHub", dependencies: [hummingbird], path: "Examples/GitHubBrowser/Testing/FakeGitHub"),
    .testTarget(
        name: "GitHubBrowserInfrastructureTests",
        dependencies: ["GitHubBrowserInfrastructure", "GitHubBrowserDomain", "GitHubBrowserFakeGitHub", grdb, propertyBased]
    ),
]

// The composition root, the only target that knows every concrete type (Presentation, declared
// above, never imports Infrastructure). A library, so that the start-up benchmark runs the same
// code as the `github-browser` command, which stays a thin layer of command-line parsing over it.

products.append(.library(name: "GitHubBrowserComposition", targets: ["GitHubBrowserComposition"]))
products.append(.executable(name: "github-browser", targets: ["GitHubBrowserApp"]))
targets += [
    .target(
        name: "GitHubBrowserComposition",
        dependencies: [
            "GitHubBrowserPresentation", "GitHubBrowserApplication", "GitHubBrowserDomain",
            "GitHubBrowserInfrastructure", "StrataNavigation", "StrataTerminal",
        ],
        path: "Examples/GitHubBrowser/Composition"
    ),
    .executableTarget(
        name: "GitHubBrowserApp",
        dependencies: ["GitHubBrowserComposition", "GitHubBrowserInfrastructure", "StrataTerminal", argumentParser],
        path: "Examples/GitHubBrowser/App"
    ),
    .testTarget(
        name: "GitHubBrowserCompositionTests",
        dependencies: ["GitHubBrowserComposition", "GitHubBrowserInfrastructure", "GitHubBrowserDomain", "StrataTerminal"]
    ),
    .testTarget(
        name: "GitHubBrowserEndToEndTests",
        dependencies: ["GitHubBrowserInfrastructure", "GitHubBrowserDomain", "GitHubBrowserFakeGitHub", "StrataTesting"]
    ),
]

// MARK: - Package

let package = Package(
    name: "Strata",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: products,
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: targets
)
