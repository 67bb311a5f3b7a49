import Foundation
import StrataTesting
import Testing

@Suite("ProcessRunner")
struct ProcessRunnerTests {
    @Test("captures the exit status, standard output and standard error separately")
    func capturesStatusAndOutput() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(result == ProcessRunner.Result(status: 3, output: "out\n", error: "err\n"))
    }

    @Test("passes extra environment variables to the child, over the test process's own")
    func passesEnvironment() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "printf '%s %s' \"$STRATA_PROBE\" \"$HOME\""], environment: ["STRATA_PROBE": "probe", "HOME": "/nowhere"])
        #expect(result.output == "probe /nowhere")
    }

    @Test("a program ended by a signal reports 128 + the signal number")
    func reportsSignals() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "kill -9 $$"])
        #expect(result.status == 128 + 9)
    }

    @Test("standard input is empty, so a program reading it does not wait")
    func standardInputIsEmpty() throws {
        let result = try ProcessRunner.run("/bin/cat", [])
        #expect(result == ProcessRunner.Result(status: 0, output: "", error: ""))
    }

    @Test("a program that does not exist throws a SpawnError naming it")
    func missingProgram() {
        #expect {
            try ProcessRunner.run("/no/such/program", [])
        } throws: { error in
            let spawnError = error as? ProcessRunner.SpawnError
            return spawnError?.executable == "/no/such/program" && spawnError?.description.contains("/no/such/program") == true
        }
    }

    @Test("finds programs on PATH, and the package around a test file")
    func findsProgramsAndPackage() throws {
        #expect(ProcessRunner.which("sh") != nil)
        #expect(ProcessRunner.which("strata-no-such-program") == nil)
        let root = try #require(ProcessRunner.packageRoot())
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/StrataTesting").path))
        #expect(ProcessRunner.builtExecutable(named: "strata-no-such-product") == nil)
    }
}

@Suite("ProcessRunner descriptors")
struct ProcessRunnerDescriptorTests {
    @Test("the child inherits only standard input, output and error, even descriptors without close-on-exec")
    func onlyStandardDescriptors() throws {
        let descriptor = open("/dev/null", O_RDONLY)  // no O_CLOEXEC, as SwiftNIO opens its sockets
        try #require(descriptor > 2)
        defer { close(descriptor) }
        let result = try ProcessRunner.run("/bin/sh", ["-c", "[ -e /dev/fd/\(descriptor) ] && echo inherited || echo closed"])
        #expect(result.output == "closed\n")
    }
}

@Suite("ProcessRunner signals")
struct ProcessRunnerSignalTests {
    @Test("the child starts with no signal blocked or ignored, whatever the calling thread blocks",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "reads /proc (Linux)"))
    func noBlockedSignals() throws {
        // Block SIGHUP and SIGTERM on this thread, as the concurrency runtime's threads do.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGHUP)
        sigaddset(&blocked, SIGTERM)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let result = try ProcessRunner.run("/bin/sh", ["-c", "grep -E '^(SigBlk|SigIgn)' /proc/self/status"])
        let masks = Dictionary(uniqueKeysWithValues: result.output.split(separator: "\n").compactMap { line -> (String, UInt64)? in
            let fields = line.split(separator: ":")
            guard fields.count == 2, let mask = UInt64(fields[1].trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
            return (String(fields[0]), mask)
        })
        // Signals 1–31; glibc keeps 32 and 33 for itself.
        let standardSignals: UInt64 = 0x7FFF_FFFF
        #expect(masks["SigBlk"].map { $0 & standardSignals } == 0, "no signal blocked: \(result.output)")
        #expect(masks["SigIgn"].map { $0 & standardSignals } == 0, "no signal ignored: \(result.output)")
    }
}
