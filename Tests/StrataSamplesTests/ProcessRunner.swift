import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs helper programs for the end-to-end tests, with `posix_spawn` and `waitpid` so that daemons
/// a program leaves behind (a tmux server) cannot keep the test waiting.
enum ProcessRunner {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The package's root directory.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The strata-samples executable built next to the tests, if it exists.
    static var samplesExecutable: URL? {
        let candidates = [".build/debug/strata-samples", ".build/release/strata-samples"]
            .map { packageRoot.appendingPathComponent($0) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The path of an executable found on `PATH`.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct SpawnError: Error {
        var code: Int32
    }

    /// Runs `executable` with `arguments`, standard input from /dev/null, output captured through
    /// temporary files, and waits for it to exit.
    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
        let outputPath = directory.appendingPathComponent("strata-out-\(UUID().uuidString)").path
        let errorPath = directory.appendingPathComponent("strata-err-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw SpawnError(code: code) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(
            status: exitStatus,
            output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        )
    }
}
