import Foundation
import GitHubBrowserInfrastructure
import StrataNavigation
import Testing

@Suite("LaunchPathFile")
struct LaunchPathFileTests {
    /// A new empty folder, removed after `body`.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("no file yet: no counts")
    func missing() throws {
        try withFolder { folder throws in
            #expect(try LaunchPathFile(folder: folder).load() == [:])
        }
    }

    @Test("saved counts load back, in a file only the user can read, with no file left beside it")
    func roundTrip() throws {
        try withFolder { folder throws in
            let file = LaunchPathFile(folder: folder)
            try file.save([.normal: 3, .urlScheme: 1, .shortcut: 0])
            #expect(try file.load() == [.normal: 3, .urlScheme: 1])
            try file.save([.normal: 4, .urlScheme: 1])
            #expect(try file.load() == [.normal: 4, .urlScheme: 1])
            let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["launch-paths.json"])
        }
    }

    @Test("the file is 0600 whatever the umask: under umask 777 it was created with mode 000")
    func privateUnderAnyUmask() throws {
        try withFolder { folder throws in
            let file = LaunchPathFile(folder: folder)
            // The umask is the process's: set for the one call only.
            let previous = umask(0o777)
            let saved = Result { try file.save([.normal: 1]) }
            umask(previous)
            try saved.get()
            let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }

    @Test("unknown kinds and counts below one are dropped")
    func untrusted() throws {
        try withFolder { folder throws in
            let file = LaunchPathFile(folder: folder)
            try Data(#"{"normal": 2, "teleport": 9, "shortcut": -4, "spotlight": 0}"#.utf8).write(to: file.url)
            #expect(try file.load() == [.normal: 2])
        }
    }

    @Test(
        "something that is not a counts file is refused, named, and left unchanged",
        arguments: ["not json", "[1, 2]", #"{"normal": "many"}"#]
    )
    func damaged(content: String) throws {
        try withFolder { folder throws in
            let file = LaunchPathFile(folder: folder)
            try Data(content.utf8).write(to: file.url)
            #expect(throws: LaunchPathFileError.unreadable(path: file.url.path, reason: "it is not a JSON object of launch counts")) {
                try file.load()
            }
            #expect(try Data(contentsOf: file.url) == Data(content.utf8))
        }
    }

    @Test("a folder, a symbolic link (even a dangling one) and an oversized file are refused")
    func notRegular() throws {
        try withFolder { folder throws in
            let file = LaunchPathFile(folder: folder)
            try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: false)
            #expect(throws: LaunchPathFileError.unreadable(path: file.url.path, reason: "it is not a regular file")) { try file.load() }
            try FileManager.default.removeItem(at: file.url)
            try FileManager.default.createSymbolicLink(atPath: file.url.path, withDestinationPath: folder.appendingPathComponent("nowhere").path)
            #expect(throws: LaunchPathFileError.unreadable(path: file.url.path, reason: "it is not a regular file")) { try file.load() }
            try FileManager.default.removeItem(at: file.url)
            try Data(repeating: 0x20, count: LaunchPathFile.maximumSize + 1).write(to: file.url)
            #expect(throws: LaunchPathFileError.unreadable(path: file.url.path, reason: "it is larger than 64 KiB")) { try file.load() }
        }
    }

    @Test("counts that cannot be saved are reported with the file's path")
    func unwritable() throws {
        try withFolder { folder throws in
            let file = LaunchPathFile(folder: folder.appendingPathComponent("missing"))
            let error = #expect(throws: LaunchPathFileError.self) { try file.save([.normal: 1]) }
            #expect(error?.description.hasPrefix("The launch counts at \(file.url.path) were not saved: ") == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }
}
