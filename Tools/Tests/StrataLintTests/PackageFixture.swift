#if StrataTools
import Foundation
import StrataLint

/// A small package written into a temporary folder: its `Package.swift`, what
/// `swift package dump-package` prints for it (written by hand, in SwiftPM's format), and a
/// configuration whose layers are its targets.
///
/// `Core` ← `MVP`, `Shared` (→ `MVP`), `Redux` (→ `Shared`), `Views` (→ `Shared`,
/// `Infrastructure`), `Infrastructure`, and `AppTests` over `MVP` and `Redux`; `Views` also uses
/// the product `Drawing` of a package that is not described.
enum PackageFixture {
    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "App",
            products: [.library(name: "Shared", targets: ["Shared"])],
            targets: [
                .target(name: "Core"),
                .target(name: "MVP", dependencies: [.target(name: "Core")]),
                .target(
                    name: "Redux",
                    dependencies: [
                        "Core",
                        "Shared",
                    ]
                ),
                .target(name: "Shared", dependencies: ["Core", "MVP"]),
                .target(name: "Views", dependencies: ["Shared", .product(name: "Drawing", package: "drawing"), "Infrastructure"]),
                .target(name: "Infrastructure", dependencies: ["Core"], path: "Sources/Infra"),
                .testTarget(name: "AppTests", dependencies: ["MVP", "Redux"]),
            ]
        )

        """

    /// What `swift package dump-package` prints for ``manifest`` (the keys strata lint reads).
    static let description = """
        {
          "name": "App",
          "dependencies": [
            { "sourceControl": [{ "identity": "drawing", "location": { "remote": [{ "urlString": "https://example.com/drawing.git" }] } }] }
          ],
          "products": [{ "name": "Shared", "targets": ["Shared"], "type": { "library": ["automatic"] } }],
          "targets": [
            { "name": "Core", "type": "regular", "path": null, "dependencies": [] },
            { "name": "MVP", "type": "regular", "path": null, "dependencies": [{ "target": ["Core", null] }] },
            { "name": "Redux", "type": "regular", "path": null, "dependencies": [{ "byName": ["Core", null] }, { "byName": ["Shared", null] }] },
            { "name": "Shared", "type": "regular", "path": null, "dependencies": [{ "byName": ["Core", null] }, { "byName": ["MVP", null] }] },
            { "name": "Views", "type": "regular", "path": null, "dependencies": [
                { "byName": ["Shared", null] }, { "product": ["Drawing", "drawing", null, null] }, { "byName": ["Infrastructure", null] }
            ] },
            { "name": "Infrastructure", "type": "regular", "path": "Sources/Infra", "dependencies": [{ "byName": ["Core", null] }] },
            { "name": "AppTests", "type": "test", "path": null, "dependencies": [{ "byName": ["MVP", null] }, { "byName": ["Redux", null] }] }
          ]
        }
        """

    /// The package in `folder`, described from ``description``.
    static func manifest(in folder: TemporaryFolder) throws -> PackageManifest {
        try PackageManifest(dumpPackageJSON: Data(description.utf8), directory: folder.path)
    }

    /// A configuration read from `yaml` in `folder`, with the package's targets as its layers.
    static func configuration(_ yaml: String, in folder: TemporaryFolder) throws -> LintConfiguration {
        var configuration = try LintConfiguration(yaml: yaml, baseDirectory: folder.path)
        configuration.addPackage(try manifest(in: folder))
        return configuration
    }

    /// Writes ``manifest`` and `files` (path relative to the folder, text) into `folder`.
    static func write(_ files: [String: String], in folder: TemporaryFolder) throws {
        try folder.write("Package.swift", manifest)
        for (path, text) in files { try folder.write(path, text) }
    }

    /// The findings of linting the whole folder, as `path:line:column: message` with the folder
    /// left out of the path.
    static func lint(_ folder: TemporaryFolder, configuration: LintConfiguration) throws -> [String] {
        let report = try Linter(configuration: configuration).lint(paths: [folder.path])
        return report.findings.map { "\($0.path.dropFirst(folder.path.count + 1)):\($0.line):\($0.column): \($0.message)" }
    }
}
#endif
