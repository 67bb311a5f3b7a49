import Foundation
import GitHubBrowserDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private, append-only text file for the `--log-actions` debugging log: a store's actions and
/// state diffs (the Public tab's store, or the Redux app's one store).
///
/// The file is the user's alone, and only ever a log this program wrote: a new file is created
/// `0600` whatever the umask and starts with ``header``; an existing file is appended to only when
/// it starts with that header or an earlier version's (a log of an earlier run), and anything else — another file of the
/// user's, a symbolic link, a FIFO, a device, another user's file — is refused and left exactly as
/// it was, its mode included. Every entry is scrubbed of the secrets it is given and of anything
/// shaped like a GitHub token (`ghp_…`, `gho_…`, `github_pat_…`), so the log never holds a token.
public final class ActionLog: Sendable {
    /// The first line of every action log, by which an existing file is known to be one.
    public static let header = "# github-browser action log (--log-actions): a store's actions and state diffs"
    /// The header logs written by earlier versions start with: they are appended to as well.
    static let earlierHeaders = ["# github-browser action log (--log-actions): the Public tab store's actions and state diffs"]

    /// Where the log is.
    public let url: URL
    private let descriptor: Int32
    private let secrets: [String]
    /// `write(2)`; a test hands in one that fails, as on a full disk.
    private let writeBytes: FileDescriptorIO.Write

    private init(url: URL, descriptor: Int32, secrets: [String], writeBytes: @escaping FileDescriptorIO.Write) {
        self.url = url
        self.descriptor = descriptor
        self.secrets = secrets
        self.writeBytes = writeBytes
    }

    deinit {
        close(descriptor)
    }

    /// Opens the log at `url` for appending: a new file, or the log of an earlier run.
    /// - Parameters:
    ///   - url: The log file.
    ///   - secrets: Texts never to write (the `GITHUB_TOKEN` of the run, say); texts shorter than 8
    ///     characters are ignored, as they would scrub ordinary words.
    /// - Throws: `DataSourceError/storage(detail:)` naming the file and the problem; the file is
    ///   then unchanged.
    public static func open(at url: URL, redacting secrets: [String] = []) throws(DataSourceError) -> ActionLog {
        try open(at: url, redacting: secrets, writeBytes: FileDescriptorIO.systemWrite)
    }

    /// ``open(at:redacting:)`` writing through `writeBytes`.
    static func open(
        at url: URL, redacting secrets: [String], writeBytes: @escaping FileDescriptorIO.Write
    ) throws(DataSourceError) -> ActionLog {
        let path = url.path
        // A new file, created here: O_EXCL never opens what is already there (a link included).
        let created = systemOpen(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if created >= 0 {
            // The umask may have taken bits away from 0600, never added any: this restores it.
            guard fchmod(created, 0o600) == 0 else {
                let reason = SystemError.message()
                close(created)
                throw .storage(detail: "The action log \(path) cannot be made private (0600): \(reason).")
            }
            let log = ActionLog(url: url, descriptor: created, secrets: secrets.filter { $0.count >= 8 }, writeBytes: writeBytes)
            guard log.append(header) else {
                // A full disk, say: a file without its header would be refused by the next run, so
                // the file this call created goes again.
                let reason = SystemError.message()
                unlink(path)
                throw .storage(detail: "The action log \(path) cannot be written: \(reason). Nothing was kept.")
            }
            return log
        }
        guard SystemError.code == EEXIST else {
            throw .storage(detail: "The action log \(path) cannot be created: \(SystemError.message()).")
        }
        // O_NOFOLLOW: never write through a link someone else planted; O_NONBLOCK: a FIFO fails at
        // once (ENXIO) instead of waiting for a reader.
        let descriptor = systemOpen(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0)
        guard descriptor >= 0 else {
            let code = SystemError.code
            let reason = switch code {
            case ELOOP: "it is a symbolic link"
            case ENXIO: fileKind(at: path).map { "it is \($0), not a regular file" } ?? "it is not a regular file"
            case EISDIR: "it is a folder"
            default: String(cString: strerror(code))
            }
            throw .storage(detail: "The action log \(path) cannot be written: \(reason).")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = SystemError.message()
            close(descriptor)
            throw .storage(detail: "The action log \(path) cannot be checked: \(reason).")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .storage(detail: "The action log \(path) is not a regular file (it is \(ActionLogReader.kind(of: status.st_mode))); give a file path.")
        }
        guard status.st_uid == getuid() else {
            close(descriptor)
            throw .storage(detail: "The action log \(path) belongs to another user; give a file of your own.")
        }
        guard startsWithHeader(path, sameFileAs: status) else {
            close(descriptor)
            throw .storage(detail: "The action log \(path) already exists and is not a log this program wrote; give the path of a new file (the file was left as it was).")
        }
        // Our own log of an earlier run: private again if someone opened it up.
        if status.st_mode & 0o077 != 0, fchmod(descriptor, 0o600) != 0 {
            let reason = SystemError.message()
            close(descriptor)
            throw .storage(detail: "The action log \(path) cannot be made private (0600): \(reason).")
        }
        return ActionLog(url: url, descriptor: descriptor, secrets: secrets.filter { $0.count >= 8 }, writeBytes: writeBytes)
    }

    /// Whether the file at `path` — the same file as `status` describes — starts with ``header`` (or
    /// an earlier version's).
    private static func startsWithHeader(_ path: String, sameFileAs status: stat) -> Bool {
        let reader = systemOpen(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0)
        guard reader >= 0 else { return false }
        defer { close(reader) }
        var readerStatus = stat()
        guard fstat(reader, &readerStatus) == 0, readerStatus.st_dev == status.st_dev, readerStatus.st_ino == status.st_ino else {
            return false
        }
        return ([header] + earlierHeaders).contains { known in
            let expected = Array((known + "\n").utf8)
            var bytes = [UInt8](repeating: 0, count: expected.count)
            let count = FileDescriptorIO.retrying { bytes.withUnsafeMutableBytes { pread(reader, $0.baseAddress, expected.count, 0) } }
            return count == expected.count && bytes == expected
        }
    }

    /// Appends `entry` and a line break, scrubbed of secrets. A failed write is dropped: the log
    /// is for debugging and must never stop the app.
    public func write(_ entry: String) {
        append(Self.indentingContinuationLines(of: redact(entry)))
    }

    /// `entry` with every line after the first indented, if it was not already: only the first line
    /// of an entry starts at the margin, so no text an entry carries (a repository's description, a
    /// server's message) can pass for an entry of its own — a `--replay` record included.
    static func indentingContinuationLines(of entry: String) -> String {
        guard entry.contains("\n") else { return entry }
        let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
        return ([String(lines[0])] + lines.dropFirst().map { $0.first == " " ? String($0) : "  " + $0 }).joined(separator: "\n")
    }

    /// What is at `path` (not following a link), in words, if anything.
    private static func fileKind(at path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return ActionLogReader.kind(of: status.st_mode)
    }

    /// Appends `line` and a line break, as it is; `false` (with `errno` set) if it could not be
    /// written whole.
    @discardableResult
    private func append(_ line: String) -> Bool {
        FileDescriptorIO.writeAll(Array((line + "\n").utf8), to: descriptor, through: writeBytes)
    }

    /// `text` with every secret and every GitHub-token-shaped word replaced by `[redacted]`.
    public func redact(_ text: String) -> String {
        var text = text
        for secret in secrets {
            text = text.replacingOccurrences(of: secret, with: "[redacted]")
        }
        return text.replacing(#/(gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{20,})/#, with: "[redacted]")
    }
}

// The C function, named so that it does not clash with `ActionLog.open(at:)`.
#if canImport(Glibc)
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Glibc.open(path, flags, mode) }
#elseif canImport(Darwin)
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Darwin.open(path, flags, mode) }
#endif
