import Foundation
import StrataNavigation

/// A `LaunchPathRecorder`'s counts (StrataNavigation) kept across launches, in a small JSON file in
/// the app's own folder, so that the Account screen shows every launch and not just this run's.
///
/// Load the counts when the app starts, hand them to the recorder, and save after each launch:
///
/// ```swift
/// let file = LaunchPathFile(folder: appFolder)
/// let saved = try? file.load()                       // nil: a file is there that this type did not write
/// let recorder = LaunchPathRecorder(counts: saved ?? [:])
/// recorder.record(kind: .normal)
/// if saved != nil { try? file.save(recorder.counts) } // never write over a file it could not read
/// ```
///
/// The file is never trusted beyond its counts: a name that is not a `LaunchKind` and a count
/// below one are dropped. A file that is not a counts file (damaged, too large, not a regular
/// file, a symbolic link) makes ``load()`` throw, and it is the caller's to leave it as it is.
public struct LaunchPathFile: Sendable {
    /// Where the counts are kept.
    public let url: URL

    /// The largest file ``load()`` reads; a counts file is a few hundred bytes.
    public static let maximumSize = 64 * 1024

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file `launch-paths.json` in `folder`.
    public init(folder: URL) {
        self.init(url: folder.appendingPathComponent("launch-paths.json"))
    }

    /// The counts saved by earlier launches; none when there is no file yet.
    ///
    /// - Throws: ``LaunchPathFileError/unreadable(path:reason:)`` when something is at ``url``
    ///   that is not a counts file.
    public func load() throws(LaunchPathFileError) -> [LaunchKind: Int] {
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            guard FileManager.default.fileExists(atPath: path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else {
                return [:]
            }
            throw .unreadable(path: path, reason: "its attributes cannot be read")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        guard let size = attributes[.size] as? Int, size <= Self.maximumSize else {
            throw .unreadable(path: path, reason: "it is larger than \(Self.maximumSize / 1024) KiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "it cannot be read")
        }
        guard let saved = try? JSONDecoder().decode([String: Int].self, from: data) else {
            throw .unreadable(path: path, reason: "it is not a JSON object of launch counts")
        }
        var counts: [LaunchKind: Int] = [:]
        for (name, count) in saved {
            if let kind = LaunchKind(rawValue: name), count > 0 { counts[kind] = count }
        }
        return counts
    }

    /// Replaces the saved counts with `counts`: writes a new file that only the user can read and
    /// write (`0600`, whatever the umask), in the same folder, then renames it over the old one, so a reader sees the old counts or the
    /// new ones, never half a file.
    ///
    /// - Throws: ``LaunchPathFileError/unwritable(path:reason:)``; the old file is then unchanged.
    public func save(_ counts: [LaunchKind: Int]) throws(LaunchPathFileError) {
        let path = url.path
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let named = Dictionary(uniqueKeysWithValues: counts.filter { $0.value > 0 }.map { ($0.key.rawValue, $0.value) })
        guard let data = try? encoder.encode(named) else {
            throw .unwritable(path: path, reason: "the counts cannot be encoded")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).new").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw .unwritable(path: path, reason: "a new file cannot be created next to it (\(SystemError.message()))")
        }
        // The umask may have taken bits away from 0600 (all of them, under umask 777): set them.
        let isPrivate = fchmod(descriptor, 0o600) == 0
        let written = data.withUnsafeBytes { bytes in write(descriptor, bytes.baseAddress, bytes.count) }
        let closed = close(descriptor)
        guard isPrivate, written == data.count, closed == 0, rename(temporary, path) == 0 else {
            let reason = SystemError.message()
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
        }
    }
}

/// Why a ``LaunchPathFile`` could not be read or written.
public enum LaunchPathFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Something is at `path` that is not a counts file; leave it as it is.
    case unreadable(path: String, reason: String)
    /// The counts could not be saved at `path`; the old file is unchanged.
    case unwritable(path: String, reason: String)

    /// A sentence that names the file and the problem.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "The launch counts at \(path) were not read: \(reason)."
        case .unwritable(let path, let reason): "The launch counts at \(path) were not saved: \(reason)."
        }
    }
}
