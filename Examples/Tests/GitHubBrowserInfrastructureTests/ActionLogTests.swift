import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
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
        #expect(throws: DataSourceError.storage(detail: "The action log \(fifo.path) cannot be written: it is a FIFO with no reader.")) {
            try ActionLog.open(at: fifo)
        }
        #expect(throws: DataSourceError.self) { try ActionLog.open(at: directory.url) }
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
            (other, "does not start like a log"), (binary, "not UTF-8"), (large, "MiB"),
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
}
