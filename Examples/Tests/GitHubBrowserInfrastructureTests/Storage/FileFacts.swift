import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tests read about files: permission bits, and a folder's whole content (names, bytes and
/// modes) to prove that nothing was changed or left behind.
enum FileFacts {
    /// The permission bits of the file or folder at `url` (not following a final symlink), or
    /// `nil` when there is nothing there.
    static func mode(_ url: URL) -> Int? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o7777
    }

    /// Every entry of `folder` (not recursive) with its bytes (regular files only) and mode.
    static func snapshot(_ folder: URL) -> [String: Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var entries: [String: Entry] = [:]
        for name in names {
            let url = folder.appendingPathComponent(name)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            let isRegular = (Int(info.st_mode) & 0o170000) == 0o100000
            entries[name] = Entry(bytes: isRegular ? try? Data(contentsOf: url) : nil, mode: Int(info.st_mode) & 0o7777)
        }
        return entries
    }

    /// One entry of a folder snapshot.
    struct Entry: Equatable, CustomStringConvertible {
        var bytes: Data?
        var mode: Int

        var description: String { "\(bytes.map { "\($0.count) bytes" } ?? "not a file"), mode \(String(mode, radix: 8))" }
    }
}

/// Runs code with the process's file-creation mask set, one caller at a time. The mask is
/// process-wide: only tests that check permissions change it, and they restore it at once.
enum Umask {
    private static let lock = Mutex(())

    static func with<Value>(_ mask: mode_t, _ body: () throws -> Value) rethrows -> Value {
        try lock.withLock { _ in
            let previous = umask(mask)
            defer { umask(previous) }
            return try body()
        }
    }
}
