#if StrataTools
import Foundation

/// Runs the built `strata` binary, as a user would.
enum StrataBinary {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The binary next to the test bundle (whatever the build folder), else in the repository's `.build`.
    static let path: String? = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [besideTests, besideTests.deletingLastPathComponent()].map { $0.appendingPathComponent("strata") }
            + [".build/debug/strata", ".build/release/strata"].map { tools.appendingPathComponent($0) }
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `strata arguments…` in `directory` and waits for it; with a `launcher`, runs
    /// `launcher… strata arguments…` (`setpriv --reuid=…`, `bash -c …`), found on the `PATH`.
    static func run(_ arguments: [String], in directory: URL? = nil, through launcher: [String] = []) throws -> Result {
        guard let path else { throw MissingBinary() }
        let process = Process()
        if launcher.isEmpty {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = launcher + [path] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so that a large report never fills the pipe and blocks the binary.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self)
        )
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "the strata binary is not built; run `swift build --traits StrataTools` first" }
    }
}

/// A temporary folder, removed when the value is deinitialised.
final class Workspace {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-command-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ relativePath: String, _ contents: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    /// Every file and folder below the workspace, relative to it, sorted.
    func contents() -> [String] {
        (FileManager.default.subpaths(atPath: url.path) ?? []).sorted()
    }
}
#endif
