#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import StrataTesting
import Testing

/// StrataUIKit exists where UIKit does (iOS, Mac Catalyst, tvOS, visionOS) and on Linux against
/// UIKitSimulation; on macOS and watchOS it holds only unavailable stand-ins. Linux cannot build for
/// macOS, so these tests check the sources that decide it, and compile the stand-ins on their own.
@Suite("StrataUIKit on platforms without UIKit")
struct PlatformTests {
    static let guardLine = "#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)"
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/StrataUIKit")
    static let standInFile = "UnsupportedPlatform.swift"

    /// The driver's own files: every Swift file but the stand-ins and the simulation's re-export.
    static func driverFiles() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") && $0 != standInFile && $0 != "UIKitSimulationExport.swift" }
            .sorted()
            .map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The names of a file's public (or open) top-level types and type aliases.
    static func publicTypeNames(in text: String) -> Set<String> {
        let pattern = /^(?:public|open) (?:final )?(?:class|struct|enum|protocol|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*)/
        return Set(text.split(separator: "\n").compactMap { line in (try? pattern.prefixMatch(in: line)).map { String($0.1) } })
    }

    @Test("every file of the driver is compiled only where UIKit or its simulation exists")
    func everyFileIsGuarded() throws {
        let files = try Self.driverFiles()
        #expect(files.count > 10)
        for file in files {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.first == Self.guardLine, "\(file.name) must start with the platform guard")
            #expect(lines.last(where: { !$0.isEmpty }) == "#endif", "\(file.name) must end the guard")
        }
    }

    @Test("every public type of the driver has an unavailable stand-in, and nothing else does")
    func everyPublicTypeHasAStandIn() throws {
        let declared = try Self.driverFiles().reduce(into: Set<String>()) { $0.formUnion(Self.publicTypeNames(in: $1.text)) }
        let standIns = try String(contentsOf: Self.sources.appendingPathComponent(Self.standInFile), encoding: .utf8)
        #expect(declared.contains("ViewController"))
        #expect(Self.publicTypeNames(in: standIns) == declared)
        #expect(standIns.contains("#if !(os(iOS) || os(tvOS) || os(visionOS) || os(Linux))"))
    }

    @Test("a program that uses a stand-in is refused with a message that names the platforms")
    func standInsAreUnavailableWithAMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-standins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The stand-ins as macOS compiles them: the same file with its platform condition true.
        let standIns = try String(contentsOf: Self.sources.appendingPathComponent(Self.standInFile), encoding: .utf8)
            .replacingOccurrences(of: "#if !(os(iOS) || os(tvOS) || os(visionOS) || os(Linux))", with: "#if true")
        try standIns.write(to: folder.appendingPathComponent("StandIns.swift"), atomically: true, encoding: .utf8)
        let app = "import StrataUIKit\nfinal class Screen { var screen: ViewController<Int>? }\n"
        try app.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)

        let module = try ProcessRunner.run("/usr/bin/env", [
            "swiftc", "-emit-module", "-parse-as-library", "-module-name", "StrataUIKit",
            "-emit-module-path", folder.appendingPathComponent("StrataUIKit.swiftmodule").path,
            folder.appendingPathComponent("StandIns.swift").path,
        ])
        #expect(module.status == 0, "the stand-ins compile: \(module.error)")
        let use = try ProcessRunner.run("/usr/bin/env", [
            "swiftc", "-typecheck", "-I", folder.path, folder.appendingPathComponent("App.swift").path,
        ])
        #expect(use.status != 0)
        #expect(use.error.contains("'ViewController' is unavailable: StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target"))
    }
}
#endif
