import Foundation
import GitHubBrowserDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private, append-only text file for the `--log-actions` debugging log (the Public tab store's
/// actions and state diffs).
///
/// The file is the user's alone: it is created `0600` whatever the umask, an existing file is set
/// back to `0600`, and anything but a regular file of the user's (a symbolic link, a FIFO, a
/// device, another user's file) is refused. Every entry is scrubbed of the secrets it is given and
/// of anything shaped like a GitHub token (`ghp_…`, `gho_…`, `github_pat_…`), so the log never
/// holds a token.
public final class ActionLog: Sendable {
    /// Where the log is.
    public let url: URL
    private let descriptor: Int32
    private let secrets: [String]

    private init(url: URL, descriptor: Int32, secrets: [String]) {
        self.url = url
        self.descriptor = descriptor
        self.secrets = secrets
    }

    deinit {
        close(descriptor)
    }

    /// Opens (creating if needed) the log at `url` for appending.
    /// - Parameters:
    ///   - url: The log file.
    ///   - secrets: Texts never to write (the `GITHUB_TOKEN` of the run, say); texts shorter than 8
    ///     characters are ignored, as they would scrub ordinary words.
    /// - Throws: `DataSourceError/storage(detail:)` naming the file and the problem.
    public static func open(at url: URL, redacting secrets: [String] = []) throws(DataSourceError) -> ActionLog {
        let path = url.path
        // O_NOFOLLOW: never write through a link someone else planted; O_NONBLOCK: a FIFO fails at
        // once (ENXIO) instead of waiting for a reader.
        let descriptor = systemOpen(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            let reason = switch code {
            case ELOOP: "it is a symbolic link"
            case ENXIO: "it is a FIFO with no reader"
            case EISDIR: "it is a folder"
            default: String(cString: strerror(code))
            }
            throw .storage(detail: "The action log \(path) cannot be written: \(reason).")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .storage(detail: "The action log \(path) cannot be checked: \(reason).")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .storage(detail: "The action log \(path) is not a regular file; give a file path.")
        }
        guard status.st_uid == getuid() else {
            close(descriptor)
            throw .storage(detail: "The action log \(path) belongs to another user; give a file of your own.")
        }
        guard fchmod(descriptor, 0o600) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .storage(detail: "The action log \(path) cannot be made private (0600): \(reason).")
        }
        return ActionLog(url: url, descriptor: descriptor, secrets: secrets.filter { $0.count >= 8 })
    }

    /// Appends `entry` and a line break, scrubbed of secrets. A failed write is dropped: the log
    /// is for debugging and must never stop the app.
    public func write(_ entry: String) {
        let bytes = Array((redact(entry) + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
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

// The C functions, named so that they do not clash with `ActionLog.open(at:)` and `write(_:)`.
#if canImport(Glibc)
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Glibc.open(path, flags, mode) }
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.write(descriptor, bytes, count) }
#elseif canImport(Darwin)
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Darwin.open(path, flags, mode) }
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { Darwin.write(descriptor, bytes, count) }
#endif
