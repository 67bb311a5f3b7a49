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
