#if StrataTools
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end, or for no longer than a time limit, and returns what it printed.
///
/// The program runs in a process group of its own, so that on timeout the whole group is killed:
/// `swift package` starts the compiler and the manifest's own program, which would otherwise go on
/// after it. Its output goes to files rather than pipes, so a program that prints more than a pipe
/// holds never blocks while nobody reads it; its standard input is `/dev/null`.
enum ChildProcess {
    /// What a finished program left.
    struct Outcome {
        /// Its exit status, or `nil` when a signal ended it.
        var status: Int32?
        var standardOutput: Data
        var standardError: Data
    }

    /// Why a program did not finish.
    enum Failure: Error, Equatable {
        /// It could not be started; the system's reason.
        case cannotStart(String)
        /// It was still running after the limit, and was killed.
        case timedOut
    }

    /// Runs `executable` with `arguments` (in the current folder, with this process's environment)
    /// and waits for it, at most `timeout`.
    static func run(_ executable: String, arguments: [String], timeout: Duration) -> Result<Outcome, Failure> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-lint-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(.cannotStart("cannot make a temporary folder: \(error.localizedDescription)"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputPath = folder.appendingPathComponent("stdout").path
        let errorPath = folder.appendingPathComponent("stderr").path

        let pid: pid_t
        switch spawn(executable, arguments: arguments, output: outputPath, error: errorPath) {
        case .success(let spawned): pid = spawned
        case .failure(let failure): return .failure(failure)
        }
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { return .failure(.cannotStart(String(cString: strerror(errno)))) }
            if ContinuousClock.now >= deadline {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .failure(.timedOut)
            }
            usleep(2_000)
        }
        // What WIFEXITED and WEXITSTATUS tell (macros Swift does not import).
        let exited = status & 0x7F == 0
        return .success(Outcome(
            status: exited ? (status >> 8) & 0xFF : nil,
            standardOutput: FileManager.default.contents(atPath: outputPath) ?? Data(),
            standardError: FileManager.default.contents(atPath: errorPath) ?? Data()
        ))
    }

    /// Starts the program in a new process group, its output going to the files at `output` and
    /// `error`.
    private static func spawn(_ executable: String, arguments: [String], output: String, error: String) -> Result<pid_t, Failure> {
#if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
#else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
#endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = CStrings([executable] + arguments)
        let environment = CStrings(ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" })
        var pid: pid_t = 0
        var result = posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, environment.pointers)
        // A program just written may still be open for writing in a process another thread is
        // starting (it holds the descriptor until its own exec): the system refuses to run it until
        // then. A moment later it runs.
        var attempts = 1
        while result == ETXTBSY && attempts < 50 {
            usleep(10_000)
            attempts += 1
            result = posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, environment.pointers)
        }
        guard result == 0 else { return .failure(.cannotStart(String(cString: strerror(result)))) }
        return .success(pid)
    }

    /// A null-terminated array of C strings, freed with the value.
    private final class CStrings {
        let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

        init(_ strings: [String]) {
            pointers = .allocate(capacity: strings.count + 1)
            for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
            pointers[strings.count] = nil
            count = strings.count
        }

        private let count: Int

        deinit {
            for index in 0..<count { free(pointers[index]) }
            pointers.deallocate()
        }
    }
}
#endif
