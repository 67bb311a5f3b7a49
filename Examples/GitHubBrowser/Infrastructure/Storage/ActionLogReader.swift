import Foundation
import GitHubBrowserDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an action log back, for `--replay`: only a regular file of a sane size that starts with
/// the action log's header, as UTF-8 text. It never writes to the file.
///
/// The file is opened first and checked through the open descriptor, never by its path and then
/// opened: a path swapped for a FIFO, a device or a larger file between a check and an open is
/// still refused, and opening never waits (a FIFO with no writer does not block the app).
public enum ActionLogReader {
    /// The largest log read: a run of a few hours of typing is far below it.
    public static let maximumSize = 64 * 1024 * 1024

    /// The text of the log at `url`.
    ///
    /// - Throws: `DataSourceError.storage` with a message that names the file and says what is wrong
    ///   with it: missing, not a regular file, too large, not an action log, not text.
    public static func read(at url: URL) throws(DataSourceError) -> String {
        let path = url.path
        // O_NONBLOCK: a FIFO opens at once instead of waiting for a writer, and is refused below.
        let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = SystemError.code
            throw .storage(detail: "The action log \(path) cannot be read: \(reason(forOpenError: code, path: path)).")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .storage(detail: "The action log \(path) cannot be checked: \(SystemError.message()).")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .storage(detail: "The action log \(path) is not a regular file (it is \(kind(of: status.st_mode))); give the log --log-actions wrote.")
        }
        let size = Int(status.st_size)
        guard size <= maximumSize else {
            throw .storage(detail: "The action log \(path) is \(grouped(size)) bytes, more than the \(grouped(maximumSize)) (64 MiB) a replay reads.")
        }
        // Room for the size fstat gave and one byte more, grown (up to the limit and one byte) if
        // the file grows while it is read.
        var data = Data(count: size + 1)
        var count = 0
        while count <= maximumSize {
            if count == data.count { data.count = min(data.count * 2, maximumSize + 1) }
            let read = FileDescriptorIO.retrying {
                data.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            }
            if read > 0 {
                count += read
            } else if read == 0 {
                break
            } else {
                throw .storage(detail: "The action log \(path) cannot be read: \(SystemError.message()).")
            }
        }
        guard count <= maximumSize else {
            throw .storage(detail: "The action log \(path) grew past the \(grouped(maximumSize)) bytes (64 MiB) a replay reads.")
        }
        data.count = count
        guard let text = String(data: data, encoding: .utf8) else {
            throw .storage(detail: "The action log \(path) is not UTF-8 text, so it is not a log --log-actions wrote.")
        }
        guard ([ActionLog.header] + ActionLog.earlierHeaders).contains(where: { text.hasPrefix($0 + "\n") }) else {
            throw .storage(detail: "The action log \(path) does not start like a log --log-actions wrote, so it is not replayed.")
        }
        return text
    }

    /// What an `open(2)` failure with `code` means for the user.
    private static func reason(forOpenError code: Int32, path: String) -> String {
        switch code {
        case ENOENT: return "there is no such file"
        case ENXIO:
            // Opening a socket fails with ENXIO: name what is there.
            var status = stat()
            guard lstat(path, &status) == 0 else { return String(cString: strerror(code)) }
            return "it is not a regular file (it is \(kind(of: status.st_mode)))"
        default: return String(cString: strerror(code))
        }
    }

    /// What kind of file `mode` describes, in words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    /// `value` with thousands separators: 67,108,865.
    private static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

// The C functions, named so that they do not clash with this file's own names.
#if canImport(Glibc)
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.read(descriptor, bytes, count) }
#elseif canImport(Darwin)
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.read(descriptor, bytes, count) }
#endif
