// swift-tools-version: 6.1
// Strata's examples: the GitHub Browser reference app and the articles' samples. A package of its own
// that depends on the root package by path, so an app that depends on Strata's libraries resolves and
// builds none of the examples' dependencies (GRDB, Hummingbird, AsyncHTTPClient, swift-argument-parser).
//
//     swift run --package-path Examples github-browser     # the reference app, offline
//     swift test --package-path Examples --traits LiveNetwork   # the examples' tests, with the live GitHub transport
//
// Each app is declared in its own block below; its targets are its layers, so the compiler enforces the
// dependency rule (see CONTRIBUTING.md). Every target builds in the Swift 6 language mode.

import Foundation
import PackageDescription

/// The root package is a path dependency, so SwiftPM names it after its folder (which differs between
/// clones). Refer to its products through this function.
func strata(_ product: String) -> Target.Dependency {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return .product(name: product, package: root.lastPathComponent.lowercased())
}

let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
// SQLite's C API, which GRDB is built on: used to read a file's schema without changing it
// (an `immutable` URI connection, which GRDB does not open).
let grdbSQLite: Target.Dependency = .product(name: "GRDBSQLite", package: "GRDB.swift")
let hummingbird: Target.Dependency = .product(name: "Hummingbird", package: "hummingbird")
// The GitHub client's transport on Linux, where Foundation's URLSession decodes a redirect's body
// whole before the client can cap it (see AsyncHTTPClientTransport.swift). Apple's platforms use
// URLSession and link none of it. On Linux it is built only with the `LiveNetwork` trait
// (`--traits LiveNetwork`), which Scripts/test.sh and CI enable: the app's default source, the
// offline catalog, needs no network, so without the trait a first `swift run` skips SwiftNIO,
// BoringSSL and AsyncHTTPClient. A build without it says so when asked for the live source (see
// LiveNetworkUnavailableTransport.swift).
let liveNetworkOnLinux = TargetDependencyCondition.when(platforms: [.linux], traits: ["LiveNetwork"])
let asyncHTTPClient: [Target.Dependency] = [
    .product(name: "AsyncHTTPClient", package: "async-http-client", condition: liveNetworkOnLinux),
    .product(name: "NIOCore", package: "swift-nio", condition: liveNetworkOnLinux),
    .product(name: "NIOHTTP1", package: "swift-nio", condition: liveNetworkOnLinux),
    .product(name: "NIOPosix", package: "swift-nio", condition: liveNetworkOnLinux),
    .product(name: "NIOSSL", package: "swift-nio-ssl", condition: liveNetworkOnLinux),
]

var products: [Product] = []
var targets: [Target] = []

// MARK: - Texts on UIKit

// The terminal's key names ("press f", "^O", "Esc", "↵"), found in any text: what the UIKit screens'
// tests (the browser's and the samples') check that no UIKit screen shows. Foundation only, in no
// product: only test targets depend on it.
targets.append(.target(name: "DriverTextTestSupport", path: "Tests/DriverTextTestSupport"))

// What a UIKit window shows, as text: what the browser's UIKit apps and the gallery's UIKit variants
// are compared by. In no product: only test targets depend on it.
targets.append(.target(
    name: "UIKitScreenTextSupport",
    dependencies: ["GitHubBrowserUIKitViews", strata("StrataUIKit")],
    path: "Tests/UIKitScreenTextSupport"
))

// MARK: - Samples: the articles' two sample apps and the book's small ones on StrataTerminal

// SamplePresenters holds the portable parts (presenters, alert actions and strategies, the book
// samples' models and view model) and imports no terminal; SampleScreens holds the view
// controllers, root views and the list data source wrapper; `strata-samples` is the command
// (swift-argument-parser) that runs them. SampleUserDirectories holds the MVP user search's two
// adapters of its `UserDirectory` port, over the GitHub Browser's infrastructure (its offline
// catalog and its GitHub client), which the presenters cannot see.
products.append(.executable(name: "strata-samples", targets: ["StrataSamples"]))
targets += [
    .target(name: "SamplePresenters", dependencies: [strata("StrataAlert"), strata("StrataList"), strata("StrataCore")], path: "Samples/Presenters"),
    .target(
        name: "SampleScreens",
        dependencies: [
            "SamplePresenters", strata("StrataTerminal"), strata("StrataList"), strata("StrataAlert"),
            strata("StrataCore"), strata("StrataNavigation"),
        ],
        path: "Samples/Screens"
    ),
    .target(
        name: "SampleUserDirectories",
        dependencies: ["SamplePresenters", "GitHubBrowserInfrastructure", "GitHubBrowserApplication", "GitHubBrowserDomain"],
        path: "Samples/UserDirectories"
    ),
    .executableTarget(
        name: "StrataSamples",
        dependencies: [
            "SamplePresenters", "SampleScreens", "SampleUserDirectories", "GitHubBrowserInfrastructure", "GitHubBrowserDomain",
            strata("StrataTerminal"), strata("StrataAlert"), argumentParser,
        ],
        path: "Samples/Command"
    ),
    .testTarget(
        name: "StrataSamplesTests",
        dependencies: [
            "SamplePresenters", "SampleScreens", "SampleUserDirectories", "GitHubBrowserInfrastructure", "GitHubBrowserDomain",
            "GitHubBrowserFakeGitHub", "SampleTestSupport", strata("StrataTerminal"), strata("StrataAlert"), strata("StrataNavigation"),
            strata("StrataTesting"), propertyBased,
        ],
        exclude: ["__Snapshots__"]
    ),
    // The fakes and fixtures both samples' test targets share (the scripted user directory, the
    // input-recording presenter); driver-free, and in no product: only test targets depend on it.
    .target(name: "SampleTestSupport", dependencies: ["SamplePresenters"], path: "Tests/SampleTestSupport"),
]

// MARK: - Samples on UIKit

// The same presenters on StrataUIKit. On Linux, StrataUIKit compiles against UIKitSimulation (and
// passes it on), so these screens and their tests run here; on iOS they use UIKit.
targets += [
    .target(
        name: "SampleUIKitScreens",
        dependencies: ["SamplePresenters", strata("StrataUIKit"), strata("StrataList"), strata("StrataAlert"), strata("StrataCore")],
        path: "Samples/UIKitScreens"
    ),
    .testTarget(
        name: "SampleUIKitScreensTests",
        dependencies: [
            "SampleUIKitScreens", "SamplePresenters", "SampleTestSupport", "DriverTextTestSupport", strata("StrataUIKit"), strata("StrataAlert"),
            strata("StrataTesting"),
        ]
    ),
]

// MARK: - GitHub Browser: Domain, Application, Infrastructure

// One target per layer so the compiler enforces the dependency rule: Domain ← Application;
// Domain ← Infrastructure (+ GRDB, networking). The seed data of the offline catalog is a resource
// target of its own so it lives in GitHubBrowser/Data.
products += [
    .library(name: "GitHubBrowserDomain", targets: ["GitHubBrowserDomain"]),
    .library(name: "GitHubBrowserApplication", targets: ["GitHubBrowserApplication"]),
    .library(name: "GitHubBrowserInfrastructure", targets: ["GitHubBrowserInfrastructure"]),
    .library(name: "GitHubBrowserCatalogSeed", targets: ["GitHubBrowserCatalogSeed"]),
]
targets += [
    .target(name: "GitHubBrowserDomain", path: "GitHubBrowser/Domain"),
    .target(name: "GitHubBrowserApplication", dependencies: ["GitHubBrowserDomain"], path: "GitHubBrowser/Application"),
    .target(
        name: "GitHubBrowserCatalogSeed", path: "GitHubBrowser/Data", exclude: ["CATALOG-SOURCE.md"],
        resources: [.copy("catalog-seed.json")]
    ),
    .target(
        name: "GitHubBrowserInfrastructure",
        dependencies: ["GitHubBrowserDomain", "GitHubBrowserCatalogSeed", strata("StrataNavigation"), grdb, grdbSQLite] + asyncHTTPClient,
        path: "GitHubBrowser/Infrastructure"
    ),
    .testTarget(name: "GitHubBrowserDomainTests", dependencies: ["GitHubBrowserDomain", propertyBased]),
    .testTarget(
        name: "GitHubBrowserApplicationTests",
        dependencies: ["GitHubBrowserApplication", "GitHubBrowserDomain", "GitHubBrowserTestSupport", propertyBased]
    ),
    // A local fake GitHub (Hummingbird on 127.0.0.1) shared by the infrastructure and end-to-end
    // tests; not a product, and no app target depends on it.
    .target(name: "GitHubBrowserFakeGitHub", dependencies: [hummingbird], path: "GitHubBrowser/Testing/FakeGitHub"),
    .testTarget(
        name: "GitHubBrowserInfrastructureTests",
        dependencies: ["GitHubBrowserInfrastructure", "GitHubBrowserCatalogSeed", "GitHubBrowserDomain", "GitHubBrowserFakeGitHub", strata("StrataNavigation"), grdb, propertyBased]
    ),
]

// MARK: - GitHub Browser: what the three architectures share

// Each architecture of the app — MVP as the articles build it, Flux (the book's ch.14) and Redux
// (ch.15) — is a set of targets of its own, over these shared ones and nothing of each other's:
// `strata lint` reads this manifest and fails if one depends on or imports another (the
// `independent` groups of .strata-lint.yml). See the picture in CONTRIBUTING.md.
//
// Vocabulary: the words and values every app's screens share (texts, alert actions and strategies,
// rows, tabs, links). Features: a folder per feature — its state, actions and pure reducer, and what
// its screen is on every driver and in every architecture: the intents, the display protocol its
// root views adopt, its routing protocol, its screen object's protocol and its hosting protocol
// (what a driver shows the screen with). Navigation: the router,
// the app coordinator and the flows' coordinators (the MVP and Flux apps move with them; the Redux
// app keeps navigation in its state). TerminalViews: the terminal's root views, data sources, tab
// bar and the one view controller per screen every architecture uses (over that architecture's
// screen object), where `TerminalDriver` adopts each feature's hosting protocol; UIKitViews the
// same for UIKit. None of them can see a driver but TerminalViews and UIKitViews, and none an architecture.
products += [
    .library(name: "GitHubBrowserVocabulary", targets: ["GitHubBrowserVocabulary"]),
    .library(name: "GitHubBrowserNavigation", targets: ["GitHubBrowserNavigation"]),
    .library(name: "GitHubBrowserFeatures", targets: ["GitHubBrowserFeatures"]),
    .library(name: "GitHubBrowserTerminalViews", targets: ["GitHubBrowserTerminalViews"]),
    .library(name: "GitHubBrowserUIKitViews", targets: ["GitHubBrowserUIKitViews"]),
]
targets += [
    .target(
        name: "GitHubBrowserVocabulary",
        dependencies: [
            "GitHubBrowserApplication", "GitHubBrowserDomain", strata("StrataCore"), strata("StrataAlert"), strata("StrataList"),
            strata("StrataNavigation"),
        ],
        path: "GitHubBrowser/Vocabulary"
    ),
    .target(
        name: "GitHubBrowserNavigation",
        dependencies: ["GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain", strata("StrataAlert"), strata("StrataNavigation")],
        path: "GitHubBrowser/Navigation"
    ),
    .target(
        name: "GitHubBrowserFeatures",
        dependencies: [
            "GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain", strata("StrataCore"), strata("StrataAlert"),
            strata("StrataList"), strata("StrataNavigation"),
        ],
        path: "GitHubBrowser/Features"
    ),
    .target(
        name: "GitHubBrowserTerminalViews",
        dependencies: [
            "GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain",
            strata("StrataCore"), strata("StrataAlert"), strata("StrataList"), strata("StrataNavigation"), strata("StrataTerminal"),
        ],
        path: "GitHubBrowser/TerminalViews"
    ),
    // The same for UIKit: the root views, cells, list data sources and tab bar of every app's UIKit
    // screens (on Linux, against UIKitSimulation through StrataUIKit).
    .target(
        name: "GitHubBrowserUIKitViews",
        dependencies: [
            "GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain",
            strata("StrataCore"), strata("StrataAlert"), strata("StrataList"), strata("StrataNavigation"), strata("StrataUIKit"),
        ],
        path: "GitHubBrowser/UIKitViews"
    ),
    // The shared vocabulary's own tests: they stay when any architecture is deleted.
    .testTarget(
        name: "GitHubBrowserVocabularyTests",
        dependencies: ["GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain", propertyBased]
    ),
    // In-memory sources and waits shared by the tests of every architecture; driver-free.
    .target(
        name: "GitHubBrowserTestSupport",
        dependencies: ["GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain"],
        path: "Tests/GitHubBrowserTestSupport"
    ),
]

// MARK: - GitHub Browser in MVP, as the articles build it: Presentation (driver-free) and TerminalUI

// Presentation holds the presenters with their Inputs/Outputs protocols, a screen object per screen
// (which builds its presenter and draws its outputs), the screen builder, written once for every
// driver, and the dependencies they are built with. It cannot see a driver: no StrataTerminal in its
// dependencies, nor in its tests'. TerminalUI puts the app on the terminal: its tab bar and
// coordinator over the builder with the terminal's driver.
products.append(.library(name: "GitHubBrowserPresentation", targets: ["GitHubBrowserPresentation"]))
products.append(.library(name: "GitHubBrowserTerminalUI", targets: ["GitHubBrowserTerminalUI"]))
targets += [
    .target(
        name: "GitHubBrowserPresentation",
        dependencies: [
            "GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserApplication",
            "GitHubBrowserDomain", strata("StrataCore"), strata("StrataAlert"), strata("StrataList"), strata("StrataNavigation"),
        ],
        path: "GitHubBrowser/Presentation"
    ),
    .testTarget(
        name: "GitHubBrowserPresentationTests",
        dependencies: [
            "GitHubBrowserPresentation", "GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserNavigation",
            "GitHubBrowserApplication", "GitHubBrowserDomain", "GitHubBrowserTestSupport", strata("StrataAlert"),
            strata("StrataNavigation"), strata("StrataCore"), strata("StrataTesting"), propertyBased,
        ]
    ),
    .target(
        name: "GitHubBrowserTerminalUI",
        dependencies: [
            "GitHubBrowserPresentation", "GitHubBrowserTerminalViews", "GitHubBrowserVocabulary", "GitHubBrowserNavigation",
            "GitHubBrowserApplication", "GitHubBrowserDomain", strata("StrataCore"), strata("StrataAlert"), strata("StrataList"),
            strata("StrataNavigation"), strata("StrataTerminal"),
        ],
        path: "GitHubBrowser/TerminalUI"
    ),
    .testTarget(
        name: "GitHubBrowserTerminalUITests",
        dependencies: [
            "GitHubBrowserTerminalUI", "GitHubBrowserTerminalViews", "GitHubBrowserPresentation", "GitHubBrowserVocabulary",
            "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain", "GitHubBrowserTestSupport",
            strata("StrataAlert"), strata("StrataNavigation"), strata("StrataTerminal"), strata("StrataTesting"), propertyBased,
        ],
        exclude: ["RepositoryList/__Snapshots__", "Account/__Snapshots__", "__Snapshots__"]
    ),
]

// MARK: - GitHub Browser in Flux (the book's ch.14)

// A container per feature — its action type, dispatcher, stores and action creator — with view
// models on top of the stores and a screen object per screen, and the screen builder (all
// driver-free); FluxTerminal and FluxUIKit put the app on a driver: its tab bar and coordinator.
targets += [
    .target(
        name: "GitHubBrowserFlux",
        dependencies: [
            "GitHubBrowserFeatures", "GitHubBrowserNavigation", "GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain",
            strata("StrataFlux"), strata("StrataCore"), strata("StrataAlert"), strata("StrataNavigation"),
        ],
        path: "GitHubBrowser/Flux"
    ),
    .target(
        name: "GitHubBrowserFluxTerminal",
        dependencies: [
            "GitHubBrowserFlux", "GitHubBrowserFeatures", "GitHubBrowserTerminalViews", "GitHubBrowserVocabulary",
            "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain", strata("StrataAlert"),
            strata("StrataCore"), strata("StrataNavigation"), strata("StrataTerminal"),
        ],
        path: "GitHubBrowser/FluxTerminal"
    ),
    // The same screens on UIKit, over the same containers: on Linux against UIKitSimulation.
    .target(
        name: "GitHubBrowserFluxUIKit",
        dependencies: [
            "GitHubBrowserFlux", "GitHubBrowserFeatures", "GitHubBrowserUIKitViews", "GitHubBrowserVocabulary",
            "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain", strata("StrataAlert"),
            strata("StrataCore"), strata("StrataNavigation"), strata("StrataUIKit"),
        ],
        path: "GitHubBrowser/FluxUIKit"
    ),
    .testTarget(
        name: "GitHubBrowserFluxTests",
        dependencies: [
            "GitHubBrowserFlux", "GitHubBrowserFluxTerminal", "GitHubBrowserFeatures", "GitHubBrowserTerminalViews",
            "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain",
            "GitHubBrowserTestSupport", strata("StrataFlux"), strata("StrataCore"), strata("StrataTerminal"), strata("StrataTesting"),
        ]
    ),
]

// MARK: - GitHub Browser in Redux (the book's ch.15)

// One store for every screen — its state, actions, reducers, thunks and middleware — a screen object
// per screen, the screen builder and the navigator (all driver-free); ReduxTerminal and ReduxUIKit
// put the app on a driver: the tab bar the navigator moves, which hands the user's moves to the store.
targets += [
    .target(
        name: "GitHubBrowserRedux",
        dependencies: [
            "GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain",
            strata("StrataRedux"), strata("StrataCore"), strata("StrataAlert"), strata("StrataNavigation"),
        ],
        path: "GitHubBrowser/Redux"
    ),
    .target(
        name: "GitHubBrowserReduxTerminal",
        dependencies: [
            "GitHubBrowserRedux", "GitHubBrowserFeatures", "GitHubBrowserTerminalViews", "GitHubBrowserVocabulary",
            "GitHubBrowserApplication", "GitHubBrowserDomain", strata("StrataAlert"), strata("StrataCore"), strata("StrataRedux"),
            strata("StrataNavigation"), strata("StrataTerminal"),
        ],
        path: "GitHubBrowser/ReduxTerminal"
    ),
    // The same screens on UIKit, over the same store: on Linux against UIKitSimulation.
    .target(
        name: "GitHubBrowserReduxUIKit",
        dependencies: [
            "GitHubBrowserRedux", "GitHubBrowserFeatures", "GitHubBrowserUIKitViews", "GitHubBrowserVocabulary",
            "GitHubBrowserApplication", "GitHubBrowserDomain", strata("StrataAlert"), strata("StrataCore"), strata("StrataRedux"),
            strata("StrataNavigation"), strata("StrataUIKit"),
        ],
        path: "GitHubBrowser/ReduxUIKit"
    ),
    .testTarget(
        name: "GitHubBrowserReduxTests",
        dependencies: [
            "GitHubBrowserRedux", "GitHubBrowserReduxTerminal", "GitHubBrowserFeatures", "GitHubBrowserTerminalViews",
            "GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain", "GitHubBrowserTestSupport",
            strata("StrataRedux"), strata("StrataCore"), strata("StrataTerminal"), strata("StrataTesting"),
        ]
    ),
]

// The Flux and Redux apps held to the MVP app, screen for screen, on headless terminals.
targets.append(.testTarget(
    name: "GitHubBrowserArchitectureTests",
    dependencies: [
        "GitHubBrowserFlux", "GitHubBrowserFluxTerminal", "GitHubBrowserRedux", "GitHubBrowserReduxTerminal",
        "GitHubBrowserFeatures", "GitHubBrowserTerminalUI", "GitHubBrowserTerminalViews", "GitHubBrowserPresentation",
        "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain",
        "GitHubBrowserTestSupport", strata("StrataCore"), strata("StrataTerminal"), strata("StrataTesting"),
    ]
))

// The three UIKit apps held to one another, journey by journey, through UIKitSimulation.
targets.append(.testTarget(
    name: "GitHubBrowserUIKitArchitectureTests",
    dependencies: [
        "GitHubBrowserFlux", "GitHubBrowserFluxUIKit", "GitHubBrowserRedux", "GitHubBrowserReduxUIKit",
        "GitHubBrowserFeatures", "GitHubBrowserUIKit", "GitHubBrowserUIKitViews", "GitHubBrowserPresentation",
        "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain",
        "GitHubBrowserTestSupport", "DriverTextTestSupport", "UIKitScreenTextSupport", strata("StrataCore"), strata("StrataNavigation"),
        strata("StrataUIKit"), strata("StrataTesting"),
    ]
))

// MARK: - GitHub Browser: UIKitUI and the iOS app

// UIKitUI puts the same driver-free Presentation on StrataUIKit: the tab bar and the app coordinator
// over the builder with UIKit's driver, opened with UIKit's launch routes.
products.append(.library(name: "GitHubBrowserUIKit", targets: ["GitHubBrowserUIKit"]))
targets += [
    .target(
        name: "GitHubBrowserUIKit",
        dependencies: [
            "GitHubBrowserPresentation", "GitHubBrowserUIKitViews", "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserFeatures",
            "GitHubBrowserDomain", strata("StrataCore"), strata("StrataAlert"), strata("StrataList"), strata("StrataNavigation"), strata("StrataUIKit"),
        ],
        path: "GitHubBrowser/UIKitUI"
    ),
    .testTarget(
        name: "GitHubBrowserUIKitTests",
        dependencies: [
            "GitHubBrowserUIKit", "GitHubBrowserUIKitViews", "GitHubBrowserPresentation", "GitHubBrowserVocabulary", "GitHubBrowserNavigation",
            "GitHubBrowserApplication", "GitHubBrowserDomain", "GitHubBrowserTestSupport", strata("StrataAlert"), strata("StrataNavigation"), strata("StrataUIKit"),
            strata("StrataTesting"),
        ]
    ),
]

// GitHubBrowserIOS is the iOS app's code (scene delegate, launch counts, Spotlight, the choice of
// architecture), free of Infrastructure so that it type-checks against Apple's SDK; it builds the UIKit
// app of the architecture the user chose, as the composition root does for the terminal.
// GitHubBrowserIOSStorage is the one file that opens
// the app's SQLite data through Infrastructure. The app itself is the app package
// `iOS/GitHubBrowser.swiftpm`, which Xcode opens directly; on Linux these targets compile against
// UIKitSimulation and are tested here.
let uikitApps: [Target.Dependency] = [
    "GitHubBrowserPresentation", "GitHubBrowserUIKit", "GitHubBrowserFlux", "GitHubBrowserFluxUIKit", "GitHubBrowserRedux", "GitHubBrowserReduxUIKit",
]
products += [
    .library(name: "GitHubBrowserIOS", targets: ["GitHubBrowserIOS"]),
    .library(name: "GitHubBrowserIOSStorage", targets: ["GitHubBrowserIOSStorage"]),
    .library(name: "GitHubBrowserIOSKeychain", targets: ["GitHubBrowserIOSKeychain"]),
]
targets += [
    // The session in the Keychain: Domain and Apple's Security framework only, so that it
    // type-checks against every iOS SDK; its status translation and store logic are tested on Linux.
    .target(name: "GitHubBrowserIOSKeychain", dependencies: ["GitHubBrowserDomain"], path: "iOS/Keychain"),
    .testTarget(name: "GitHubBrowserIOSKeychainTests", dependencies: ["GitHubBrowserIOSKeychain", "GitHubBrowserDomain"]),
    .target(
        name: "GitHubBrowserIOS",
        dependencies: [
            "GitHubBrowserUIKitViews", "GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserApplication",
            "GitHubBrowserDomain", "SampleUIKitScreens", "SamplePresenters", "PatternsFeature", "PatternsUIKitGallery", strata("StrataNavigation"),
            strata("StrataUIKit"),
        ] + uikitApps,
        path: "iOS/App"
    ),
    .target(
        name: "GitHubBrowserIOSStorage",
        dependencies: [
            "GitHubBrowserIOS", "GitHubBrowserVocabulary", "GitHubBrowserNavigation", "GitHubBrowserApplication", "GitHubBrowserDomain", "GitHubBrowserInfrastructure",
            "GitHubBrowserCatalogSeed", "SampleUserDirectories", "GitHubBrowserIOSKeychain", "PatternsFeature",
        ],
        path: "iOS/Storage"
    ),
    .testTarget(
        name: "GitHubBrowserIOSTests",
        dependencies: [
            "GitHubBrowserIOS", "GitHubBrowserIOSStorage", "GitHubBrowserUIKitViews", "GitHubBrowserVocabulary", "GitHubBrowserNavigation",
            "GitHubBrowserApplication", "GitHubBrowserDomain", "GitHubBrowserInfrastructure", "GitHubBrowserTestSupport",
            "SampleUIKitScreens", "SamplePresenters", "PatternsFeature", "PatternsUIKit", "PatternsUIKitGallery", strata("StrataNavigation"),
            strata("StrataUIKit"), strata("StrataTesting"),
        ] + uikitApps
    ),
]

// MARK: - GitHub Browser: Composition and the command

// The composition root, the only target that knows every concrete type (no architecture imports
// Infrastructure), and every architecture. A library, so that the start-up benchmark runs the same code as the
// `github-browser` command, which stays a thin layer of command-line parsing over it.
products.append(.library(name: "GitHubBrowserComposition", targets: ["GitHubBrowserComposition"]))
products.append(.executable(name: "github-browser", targets: ["GitHubBrowserApp"]))
targets += [
    .target(
        name: "GitHubBrowserComposition",
        dependencies: [
            "GitHubBrowserFeatures", "GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain",
            "GitHubBrowserInfrastructure", "GitHubBrowserCatalogSeed", strata("StrataNavigation"), strata("StrataTerminal"),
            "GitHubBrowserPresentation", "GitHubBrowserTerminalUI", "GitHubBrowserNavigation", "GitHubBrowserFlux", "GitHubBrowserFluxTerminal",
            "GitHubBrowserRedux", "GitHubBrowserReduxTerminal", strata("StrataRedux"),
        ],
        path: "GitHubBrowser/Composition"
    ),
    .executableTarget(
        name: "GitHubBrowserApp",
        dependencies: ["GitHubBrowserComposition", "GitHubBrowserInfrastructure", "GitHubBrowserDomain", strata("StrataTerminal"), argumentParser],
        path: "GitHubBrowser/App"
    ),
    .testTarget(
        name: "GitHubBrowserCompositionTests",
        dependencies: [
            "GitHubBrowserComposition", "GitHubBrowserInfrastructure", "GitHubBrowserDomain", strata("StrataTerminal"),
        ]
    ),
    .testTarget(
        name: "GitHubBrowserEndToEndTests",
        dependencies: [
            "GitHubBrowserComposition", "GitHubBrowserInfrastructure", "GitHubBrowserDomain", "GitHubBrowserFakeGitHub",
            strata("StrataTesting"), grdb,
        ]
    ),
]

// MARK: - The pattern gallery: one feature in every pattern (Examples/Patterns)

// The Flux chapter's repository search with favourites shared across screens, built once per
// presentation pattern over the GitHub Browser's Domain and Application layers. PatternsFeature holds
// what the variants share and cannot drift on (the search screen state, the debounced latest task);
// each variant has a driver-free target (models, presenters, view models, stores, VIPER parts) and a
// terminal target (its view controllers, over the GitHub Browser's root views). PatternsGallery lists
// and builds them; `strata-patterns` runs one; PatternsAcceptanceTests runs one journey against all.
let patternsFeature: [Target.Dependency] = [
    "PatternsFeature", "GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain",
]
let patternsTerminal: [Target.Dependency] = patternsFeature + [
    "PatternsTerminal", "GitHubBrowserTerminalViews", strata("StrataTerminal"), strata("StrataAlert"), strata("StrataCore"),
]
// The UIKit targets (`Patterns/<Variant>/UIKit`, over `Patterns/UIKit`) are the same variants on
// StrataUIKit, over the same driver-free targets and the GitHub Browser's UIKit root views;
// PatternsUIKitGallery builds them for the iOS app's Book, and PatternsUIKitTests holds them to one
// another through UIKitSimulation.
let patternsUIKit: [Target.Dependency] = patternsFeature + [
    "PatternsUIKit", "GitHubBrowserUIKitViews", strata("StrataUIKit"), strata("StrataAlert"), strata("StrataCore"),
]
/// The variants: name and folder; what the driver-free target needs beyond PatternsFeature (and the
/// GitHub Browser's presentation vocabulary); what the terminal target needs beyond that; and what
/// the UIKit target needs beyond its own shared ones.
let patternVariants: [(name: String, folder: String, logic: [Target.Dependency], terminal: [Target.Dependency], uikit: [Target.Dependency])] = [
    ("MVP", "MVP", [strata("StrataAlert")], [], []),
    ("MVC", "MVC", [strata("StrataCore"), strata("StrataAlert")], [], []),
    ("MVPSupervisingController", "MVPSupervisingController", [strata("StrataAlert")], [], []),
    ("MVVM", "MVVM", [strata("StrataAlert")], [strata("StrataNavigation")], [strata("StrataNavigation")]),
    ("Flux", "Flux", [strata("StrataFlux")], [strata("StrataFlux")], [strata("StrataFlux")]),
    ("Redux", "Redux", [strata("StrataRedux")], [strata("StrataRedux")], [strata("StrataRedux")]),
    ("VIPER", "VIPER", [strata("StrataVIPER"), strata("StrataAlert")], [strata("StrataVIPER"), strata("StrataNavigation")], [strata("StrataVIPER"), strata("StrataNavigation")]),
]
products.append(.executable(name: "strata-patterns", targets: ["StrataPatterns"]))
targets += [
    .target(
        name: "PatternsFeature",
        dependencies: ["GitHubBrowserVocabulary", "GitHubBrowserApplication", "GitHubBrowserDomain"],
        path: "Patterns/Feature"
    ),
    .target(name: "PatternsTerminal", dependencies: patternsFeature + ["GitHubBrowserTerminalViews", strata("StrataTerminal")], path: "Patterns/Terminal"),
    .target(name: "PatternsUIKit", dependencies: patternsFeature + ["GitHubBrowserUIKitViews", strata("StrataUIKit")], path: "Patterns/UIKit"),
    .target(
        name: "PatternsUIKitGallery",
        dependencies: patternsUIKit + patternVariants.map { .target(name: "Patterns\($0.name)UIKit") },
        path: "Patterns/UIKitGallery"
    ),
    .testTarget(
        name: "PatternsUIKitTests",
        dependencies: patternsUIKit + ["PatternsUIKitGallery", "GitHubBrowserTestSupport", "UIKitScreenTextSupport", strata("StrataTesting")]
            + patternVariants.flatMap { [Target.Dependency.target(name: "Patterns\($0.name)"), .target(name: "Patterns\($0.name)UIKit")] }
    ),
    .target(
        name: "PatternsGallery",
        dependencies: patternsTerminal + ["PatternsMVC"] + patternVariants.map { .target(name: "Patterns\($0.name)Terminal") },
        path: "Patterns/Gallery"
    ),
    .executableTarget(
        name: "StrataPatterns",
        dependencies: patternsFeature + ["PatternsGallery", "GitHubBrowserInfrastructure", strata("StrataTerminal"), argumentParser],
        path: "Patterns/Command"
    ),
    .testTarget(
        name: "PatternsTests",
        dependencies: patternsTerminal + ["PatternsGallery", "GitHubBrowserTestSupport", strata("StrataTesting"), propertyBased]
            + patternVariants.flatMap { [Target.Dependency.target(name: "Patterns\($0.name)"), .target(name: "Patterns\($0.name)Terminal")] },
        exclude: ["Acceptance/__Snapshots__"]
    ),
]
for variant in patternVariants {
    targets += [
        .target(name: "Patterns\(variant.name)", dependencies: patternsFeature + variant.logic, path: "Patterns/\(variant.folder)/Logic"),
        .target(
            name: "Patterns\(variant.name)Terminal",
            dependencies: patternsTerminal + variant.terminal + [.target(name: "Patterns\(variant.name)")],
            path: "Patterns/\(variant.folder)/Terminal"
        ),
        .target(
            name: "Patterns\(variant.name)UIKit",
            dependencies: patternsUIKit + variant.uikit + [.target(name: "Patterns\(variant.name)")],
            path: "Patterns/\(variant.folder)/UIKit"
        ),
    ]
}

// MARK: - Package

let package = Package(
    name: "StrataExamples",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: products,
    traits: [
        .trait(
            name: "LiveNetwork",
            description: "The live GitHub source (--source github) on Linux, over AsyncHTTPClient. Off by default: the offline catalog needs no network."
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    ],
    targets: targets
)
