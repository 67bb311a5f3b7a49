#if StrataTools
import Foundation
import StrataLint
import Testing

/// A package that cannot be described gives an error that says why, and never hangs.
@Suite("packages: describing a package")
struct PackageDescriptionTests {
    /// A folder with a `Package.swift` and a stand-in for `swift` that runs `script`.
    private static func package(withSwift script: String) throws -> (folder: TemporaryFolder, swift: String) {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.1\n")
        try folder.write("bin/swift", "#!/bin/sh\n" + script + "\n")
        let swift = folder.path + "/bin/swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
        return (folder, swift)
    }

    @Test("a folder without a Package.swift")
    func noManifest() throws {
        let folder = try TemporaryFolder()
        var configuration = try LintConfiguration(yaml: "packages: [App]\n", baseDirectory: folder.path)
        let error = #expect(throws: PackageDescriptionError.self) { try configuration.describePackages(swift: "/bin/true") }
        #expect(error?.description == "App/Package.swift: cannot read the package's targets: there is no Package.swift in that folder; `packages` in .strata-lint.yml lists folders of Swift packages")
    }

    @Test("swift that cannot be run")
    func noSwift() throws {
        let (folder, _) = try Self.package(withSwift: "exit 0")
        let error = #expect(throws: PackageDescriptionError.self) { _ = try PackageManifest.describe(packageAt: folder.path, shownAs: "Package.swift", swift: folder.path + "/bin/no-swift") }
        #expect(error?.description == "Package.swift: cannot read the package's targets: cannot run \(folder.path)/bin/no-swift: No such file or directory")
    }

    @Test("a manifest SwiftPM refuses: its error is shown")
    func failingManifest() throws {
        let (folder, swift) = try Self.package(withSwift: "echo \"$1 $2\" >&2\necho 'error: Invalid manifest' >&2\nexit 1")
        let error = #expect(throws: PackageDescriptionError.self) { _ = try PackageManifest.describe(packageAt: folder.path, shownAs: "Package.swift", swift: swift) }
        #expect(error?.message == "`swift package dump-package` failed (exit status 1):\npackage --package-path\nerror: Invalid manifest")
    }

    @Test("SwiftPM is asked in a scratch folder of its own, so that a build of the package (the build plugin's) does not hold it up")
    func scratchFolder() throws {
        let (folder, swift) = try Self.package(withSwift: "echo \"$@\" >&2\nexit 3")
        let error = #expect(throws: PackageDescriptionError.self) { _ = try PackageManifest.describe(packageAt: folder.path, swift: swift) }
        let arguments = error?.message.split(separator: "\n").last?.split(separator: " ").map(String.init) ?? []
        #expect(arguments.prefix(3) == ["package", "--package-path", folder.path])
        #expect(arguments.last == "dump-package")
        let scratch = arguments.firstIndex(of: "--scratch-path").map { arguments[$0 + 1] }
        #expect(scratch?.hasPrefix(folder.path) == false)
        #expect(scratch.map { FileManager.default.fileExists(atPath: $0) } == false)  // removed afterwards
    }

    @Test("output that is not a package description")
    func notJSON() throws {
        let (folder, swift) = try Self.package(withSwift: "echo 'Hello'")
        let error = #expect(throws: PackageDescriptionError.self) { _ = try PackageManifest.describe(packageAt: folder.path, shownAs: "Package.swift", swift: swift) }
        #expect(error?.message == "`swift package dump-package` printed no JSON package description")
    }

    @Test("a description that never comes is stopped at the time limit, with what it started")
    func timeout() throws {
        let (folder, swift) = try Self.package(withSwift: "sleep 30 &\nwait")
        let started = ContinuousClock.now
        let error = #expect(throws: PackageDescriptionError.self) { _ = try PackageManifest.describe(packageAt: folder.path, shownAs: "Package.swift", swift: swift, timeout: .milliseconds(300)) }
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(error?.message == "`swift package dump-package` did not finish within 300 ms and was stopped")
    }

    @Test("a real package, described by swift on PATH", .enabled(if: PackageDescriptionTests.swiftIsOnPath, "swift is not on PATH"))
    func realSwift() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Tiny", targets: [.target(name: "A"), .target(name: "B", dependencies: ["A"], path: "Custom/B")])

            """)
        try folder.write("Sources/A/A.swift", "public let a = 1\n")
        try folder.write("Custom/B/B.swift", "import A\n")
        let manifest = try PackageManifest.describe(packageAt: folder.path, timeout: .seconds(120))
        #expect(manifest.targets.map(\.name) == ["A", "B"])
        #expect(manifest.targets.map(\.path) == [folder.path + "/Sources/A", folder.path + "/Custom/B"])
        #expect(manifest.targets.last?.dependencies == [.byName("A")])
    }

    static var swiftIsOnPath: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: $0 + "/swift") }
    }
}
#endif
