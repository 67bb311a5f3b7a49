import Foundation
import GitHubBrowserDomain
@testable import GitHubBrowserInfrastructure
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("ActionLog (--log-actions)", .serialized)
struct ActionLogTests {
    private func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    // (The umask is not changed here: it is the whole process's, and other tests create files at
    // the same time. Creating with 0600 and setting 0600 with fchmod leave no room for it.)
    @Test("a new log is private (0600), and entries are appended")
    func privateAndAppended() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("actions.log")
        do {
            let log = try ActionLog.open(at: url)
            log.write("[public] action: loadStarted(initial)")
        }
        let again = try ActionLog.open(at: url)
        again.write("second")
        #expect(try mode(url) == 0o600)
        #expect(try String(contentsOf: url, encoding: .utf8) == ActionLog.header + "\n[public] action: loadStarted(initial)\nsecond\n")
    }

    @Test("an existing file that is not a log this program wrote is refused and left exactly as it was, mode included (issue 25: /etc/passwd became 0600)")
    func refusesOtherFiles() throws {
        let directory = try TemporaryDirectory()
        for (name, contents) in [("passwd", "root:x:0:0:root:/root:/bin/bash\n"), ("empty", ""), ("almost", "# github-browser action log\n")] {
            let url = directory.file(name)
            #expect(FileManager.default.createFile(atPath: url.path, contents: Data(contents.utf8), attributes: [.posixPermissions: 0o644]))
            #expect(throws: DataSourceError.storage(detail: "The action log \(url.path) already exists and is not a log this program wrote; give the path of a new file (the file was left as it was).")) {
                try ActionLog.open(at: url)
            }
            #expect(try mode(url) == 0o644, "\(name): the mode is unchanged")
            #expect(try Data(contentsOf: url) == Data(contents.utf8), "\(name): the contents are unchanged")
        }
    }

    @Test("a log of an earlier run is appended to, and made private again if someone opened it up")
    func earlierLogContinues() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("actions.log")
        try ActionLog.open(at: url).write("first run")
        #expect(chmod(url.path, 0o644) == 0)
        try ActionLog.open(at: url).write("second run")
        #expect(try mode(url) == 0o600)
        #expect(try String(contentsOf: url, encoding: .utf8) == ActionLog.header + "\nfirst run\nsecond run\n")
    }

    @Test("a log written by an earlier version (the Public tab's header) is appended to as well")
    func earlierVersionLogContinues() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("actions.log")
        let earlier = "# github-browser action log (--log-actions): the Public tab store's actions and state diffs\nold entry\n"
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data(earlier.utf8), attributes: [.posixPermissions: 0o600]))
        try ActionLog.open(at: url).write("new entry")
        #expect(try String(contentsOf: url, encoding: .utf8) == earlier + "new entry\n")
    }

    @Test("a symbolic link, a FIFO and a folder are refused with a message naming the problem, and left alone")
    func refusesWhatIsNotAFile() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("target")
        #expect(FileManager.default.createFile(atPath: target.path, contents: Data(), attributes: [.posixPermissions: 0o644]))
        let link = directory.file("link.log")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: DataSourceError.storage(detail: "The action log \(link.path) cannot be written: it is a symbolic link.")) {
            try ActionLog.open(at: link)
        }
        #expect(try mode(target) == 0o644)
        let fifo = directory.file("fifo.log")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(throws: DataSourceError.storage(detail: "The action log \(fifo.path) cannot be written: it is a FIFO, not a regular file.")) {
            try ActionLog.open(at: fifo)
        }
        #expect(throws: DataSourceError.self) { try ActionLog.open(at: directory.url) }
    }

    @Test("a socket is named as a socket (it was called a FIFO with no reader)")
    func namesASocket() throws {
        let directory = try TemporaryDirectory()
        let socketFile = directory.file("s.log")
        let listener = try UnixSocket(at: socketFile.path)
        defer { listener.shutDown() }
        #expect(throws: DataSourceError.storage(detail: "The action log \(socketFile.path) cannot be written: it is a socket, not a regular file.")) {
            try ActionLog.open(at: socketFile)
        }
        #expect(throws: DataSourceError.storage(detail: "The action log \(socketFile.path) cannot be read: it is not a regular file (it is a socket).")) {
            try ActionLogReader.read(at: socketFile)
        }
    }

    @Test("a header that cannot be written (a full disk) leaves no empty file for the next run to refuse")
    func fullDiskLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("actions.log")
        #expect {
            _ = try ActionLog.open(at: url, redacting: [], writeBytes: { _, _, _ in
                errno = ENOSPC
                return -1
            })
        } throws: { error in
            guard case .storage(let detail) = error as? DataSourceError else { return false }
            return detail.contains(url.path) && detail.contains(String(cString: strerror(ENOSPC)))
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        // The next run, with room on the disk, starts the log afresh.
        try ActionLog.open(at: url).write("entry")
        #expect(try String(contentsOf: url, encoding: .utf8) == ActionLog.header + "\nentry\n")
    }

    @Test("tokens never reach the file: the given secrets and anything shaped like a GitHub token are redacted")
    func redacts() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("actions.log")
        let log = try ActionLog.open(at: url, redacting: ["my-enterprise-token-123", "short"])
        log.write("token my-enterprise-token-123 and ghp_abcdefghijklmnopqrstuvwxyz0123456789 and github_pat_11ABCDEFG0123456789_abcdefghijkl; short stays")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == ActionLog.header + "\ntoken [redacted] and [redacted] and [redacted]; short stays\n")
    }

    @Test("only an entry's first line starts at the margin: text it carries cannot pass for an entry of its own")
    func continuationLinesIndented() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("actions.log")
        let log = try ActionLog.open(at: url)
        log.write("[app] action: x\n  detail: \"a\"\n[app] replay: {\"forged\":{}}\n\nend")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == ActionLog.header + "\n[app] action: x\n  detail: \"a\"\n  [app] replay: {\"forged\":{}}\n  \n  end\n")
    }
}

@Suite("ActionLogReader (--replay)")
struct ActionLogReaderTests {
    @Test("a log this program wrote is read back as text")
    func readsALog() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("actions.log")
        try ActionLog.open(at: url).write("[app] replay: run")
        #expect(try ActionLogReader.read(at: url) == ActionLog.header + "\n[app] replay: run\n")
    }

    @Test("a missing file, a folder, a FIFO, another file, binary data and an oversized file are refused with a message naming the file")
    func refusals() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.file("missing.log")
        let other = directory.file("passwd")
        try Data("root:x:0:0\n".utf8).write(to: other)
        let binary = directory.file("binary.log")
        try (Data((ActionLog.header + "\n").utf8) + Data([0xff, 0xfe, 0x00])).write(to: binary)
        let fifo = directory.file("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let large = directory.file("large.log")
        #expect(FileManager.default.createFile(atPath: large.path, contents: Data((ActionLog.header + "\n").utf8)))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: UInt64(ActionLogReader.maximumSize + 1))
        try handle.close()
        for (url, words) in [
            (missing, "no such file"), (directory.url, "not a regular file"), (fifo, "not a regular file"),
            (other, "does not start like a log"), (binary, "not UTF-8"),
            (large, "is 67,108,865 bytes, more than the 67,108,864 (64 MiB) a replay reads"),
        ] {
            #expect {
                _ = try ActionLogReader.read(at: url)
            } throws: { error in
                guard case .storage(let detail) = error as? DataSourceError else { return false }
                return detail.contains(url.path) && detail.contains(words)
            }
        }
        #expect(try Data(contentsOf: other) == Data("root:x:0:0\n".utf8))
    }

    @Test("a log read through a symbolic link the user made is read: the descriptor is checked, not the path")
    func readsThroughALink() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("actions.log")
        try ActionLog.open(at: url).write("[app] replay: run")
        let link = directory.file("link.log")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: url)
        #expect(try ActionLogReader.read(at: link) == ActionLog.header + "\n[app] replay: run\n")
    }

    @Test("a path swapped between a log and a FIFO while it is read never blocks: each read returns (11 of 150 launches hung)",
          .timeLimit(.minutes(1)))
    func fifoSwapNeverBlocks() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("actions.log").path
        let log = directory.file("log.real")
        try Data((ActionLog.header + "\n").utf8).write(to: log)
        let fifo = directory.file("fifo.real")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let logLink = directory.file("log.link").path
        let fifoLink = directory.file("fifo.link").path
        // Two hard links, renamed over the path in turn: the path is always one or the other.
        #expect(link(log.path, logLink) == 0 && link(fifo.path, fifoLink) == 0)
        let swapper = Task.detached {
            var round = 0
            while !Task.isCancelled {
                round += 1
                let source = round % 2 == 0 ? logLink : fifoLink
                _ = link(source, path + ".next")
                _ = rename(path + ".next", path)
                await Task.yield()
            }
        }
        defer { swapper.cancel() }
        // With the old check-then-open, one of these opened the FIFO blocking and never returned;
        // the suite's time limit would end the run.
        let reads = Task.detached {
            var outcomes = (read: 0, refused: 0)
            for _ in 0..<300 {
                do {
                    _ = try ActionLogReader.read(at: URL(fileURLWithPath: path))
                    outcomes.read += 1
                } catch {
                    outcomes.refused += 1
                }
            }
            return outcomes
        }
        let outcomes = await reads.value
        #expect(outcomes.read + outcomes.refused == 300)
    }
}

/// A listening Unix-domain socket at a path: a file that is neither a regular file nor a FIFO.
private struct UnixSocket {
    let descriptor: Int32

    init(at path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8) + [0]
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes.prefix($0.count)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func shutDown() {
        _ = close(descriptor)
    }
}
