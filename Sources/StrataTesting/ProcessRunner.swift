import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs programs from end-to-end tests: your app's real binary, or `tmux` driving it.
///
/// It spawns with `posix_spawn` and waits with `waitpid`, capturing output through temporary files
/// rather than pipes, so that a daemon the program leaves behind (a tmux server, say) cannot hold a
/// pipe open and keep the test waiting. Standard input is `/dev/null`, no other descriptor of the
/// test process is inherited, and the child starts with no signal blocked and default signal actions.
///
/// ```swift
/// let binary = try #require(ProcessRunner.builtExecutable(named: "github-browser"))
/// let result = try ProcessRunner.run(binary, ["--help"])
/// #expect(result.status == 0)
/// ```
///
/// `run` blocks the calling thread until the program exits; use it for programs that end quickly,
/// and poll long-running sessions (a tmux pane) with `Task.sleep` in between.
public enum ProcessRunner {
    /// How a program ended and what it printed.
    public struct Result: Sendable, Equatable {
        /// The exit status, or 128 + the signal number when a signal ended the program.
        public var status: Int32
        /// Everything the program wrote to standard output.
        public var output: String
        /// Everything the program wrote to standard error.
        public var error: String

        /// Creates a result; ``ProcessRunner/run(_:_:environment:)`` makes them.
        public init(status: Int32, output: String, error: String) {
            self.status = status
            self.output = output
            self.error = error
        }
    }

    /// The program could not be started (`posix_spawn` failed, for instance a missing file).
    public struct SpawnError: Error, Equatable, CustomStringConvertible {
        /// The program that was to run.
        public var executable: String
        /// The `errno` value `posix_spawn` returned.
        public var code: Int32

        public var description: String {
            "Cannot start \(executable): \(String(cString: strerror(code)))"
        }
    }

    /// Runs `executable` with `arguments` and waits for it to exit.
    ///
    /// - Parameters:
    ///   - executable: The program's path (not looked up on `PATH`; see ``which(_:)``).
    ///   - arguments: The arguments, without the program's name.
    ///   - environment: Variables added to (or replacing those of) the test process's environment
    ///     for the child.
    /// - Throws: ``SpawnError`` when the program cannot be started.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
        let outputPath = directory.appendingPathComponent("strata-out-\(UUID().uuidString)").path
        let errorPath = directory.appendingPathComponent("strata-err-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Only the three standard descriptors reach the child. Libraries open descriptors without
        // close-on-exec (SwiftNIO's sockets, for one): a daemon the child leaves behind, such as a
        // tmux server, would keep another test's listening socket open after its server stopped.
        // The child also starts with no signal blocked and every signal at its default action.
        // The test process's threads block most signals, and a child inherits that mask: a tmux
        // server started with it never sees its signals, so `kill-server` leaves it running, and the
        // program in it cannot be ended by SIGHUP.
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        closeInheritedDescriptors(in: &actions)
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw SpawnError(executable: executable, code: code) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(
            status: exitStatus,
            output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        )
    }

    #if !canImport(Darwin)
    /// Makes the child close every descriptor from 3 up: with `posix_spawn_file_actions_addclosefrom_np`
    /// (glibc 2.34 and later, looked up at run time because Swift's Glibc module does not export
    /// it), else by marking this process's open descriptors close-on-exec.
    private static func closeInheritedDescriptors(in actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
            if addCloseFrom(&actions, 3) == 0 { return }
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) }
        for descriptor in open ?? Array(3..<1024) where descriptor > 2 {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }
    #endif

    /// The path of the executable `name` found on `PATH`, or `nil`.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The folder of the Swift package that contains `filePath`: the nearest folder above it with a
    /// `Package.swift`, or `nil`.
    public static func packageRoot(containing filePath: StaticString = #filePath) -> URL? {
        var folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The path of the product `name` built with the running tests — beside the test bundle, in
    /// whatever build folder `swift test` used (`--scratch-path` included) — else built for the package
    /// that contains the calling test file (`.build/debug/<name>`, else `.build/release/<name>`), or
    /// `nil` when it has not been built.
    ///
    /// `swift test` builds every executable product of the package before the tests run, with the
    /// same traits as the tests: the copy beside the bundle is the one that matches them.
    public static func builtExecutable(named name: String, filePath: StaticString = #filePath) -> String? {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let candidates = [besideTests.appendingPathComponent(name).path]
            + (packageRoot(containing: filePath).map { root in
                [".build/debug/\(name)", ".build/release/\(name)"].map { root.appendingPathComponent($0).path }
            } ?? [])
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
