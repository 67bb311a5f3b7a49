import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A database path that names something other than a regular file (a FIFO, a device, a folder)
/// gets a message naming the real problem, is never opened (a FIFO would block a reader), and
/// nothing is left next to it.
@Suite("Unusable database paths")
struct UnusableDatabasePathTests {
    /// Expects opening `url` as the user database and as the catalog to fail with a message that
    /// names it and contains `reason`, leaving its folder as it was.
    static func expectRefused(_ url: URL, reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let folder = url.deletingLastPathComponent()
        let before = FileFacts.snapshot(folder)
        for open in [{ _ = try UserDatabase.open(at: url) }, { _ = try OfflineCatalog.open(at: url, seed: nil) }] as [() throws -> Void] {
            #expect(sourceLocation: sourceLocation) {
                try open()
            } throws: { error in
                guard case let .storage(detail) = error as? DataSourceError else { return false }
                #expect(detail.contains(url.path) && detail.contains(reason), "\(detail)", sourceLocation: sourceLocation)
                return true
            }
        }
        #expect(FileFacts.snapshot(folder) == before, "nothing was left behind", sourceLocation: sourceLocation)
    }

    @Test("a FIFO is refused as not a regular file, never opened, and no journal is left")
    func fifo() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("fifo")
        #expect(mkfifo(url.path, 0o600) == 0)
        Self.expectRefused(url, reason: "is not a regular file (it is a FIFO)")
    }

    @Test("a device is refused as not a regular file")
    func device() throws {
        let journal = URL(fileURLWithPath: "/dev/null-journal")
        let journalExisted = FileManager.default.fileExists(atPath: journal.path)
        #expect {
            try UserDatabase.open(at: URL(fileURLWithPath: "/dev/null"))
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            #expect(detail.contains("/dev/null is not a regular file (it is a character device)"), "\(detail)")
            return true
        }
        if !journalExisted {
            #expect(!FileManager.default.fileExists(atPath: journal.path), "no journal was left next to the device")
        }
    }

    @Test("a symbolic link to a file that does not exist is named as such, and nothing is created through it")
    func danglingLink() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        let target = directory.file("gone/browser.sqlite")
        #expect(symlink(target.path, url.path) == 0)
        Self.expectRefused(url, reason: "is a symbolic link to \(target.path), which does not exist")
        #expect(!FileManager.default.fileExists(atPath: directory.file("gone").path), "no folder was made for the link's target")
    }

    @Test("a folder is refused as a folder")
    func folder() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("a-folder")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        Self.expectRefused(url, reason: "is a folder, not a database file")
    }

    @Test("a path through a regular file says which part is not a folder, and creates nothing")
    func parentIsAFile() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("plain")
        try Data("x".utf8).write(to: file)
        let url = file.appendingPathComponent("sub/browser.sqlite")
        let before = FileFacts.snapshot(directory.url)
        #expect {
            try UserDatabase.open(at: url)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            #expect(detail.contains("\(file.path) is a file, not a folder"), "\(detail)")
            return true
        }
        #expect(FileFacts.snapshot(directory.url) == before)
    }
}
