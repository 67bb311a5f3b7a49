#if StrataTools
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the linter asks of the file system, asked of the system itself: a folder's names as the
/// bytes they are (Foundation drops a name that is not UTF-8), and a file's text read no further than
/// the size limit, from a regular file only (a pipe named `*.swift` would block a read forever, and
/// `/dev/zero` never ends).
enum FileSystem {
    /// One name in a folder.
    struct Entry {
        /// The name's bytes.
        var name: [UInt8]
        /// What it is, as the folder tells it (without following a symbolic link), when it tells.
        var kind: PathResolver.FileKind?
        /// Whether the folder says it is a symbolic link.
        var isSymbolicLink: Bool
    }

    /// The names in the folder at `path` (`.` and `..` left out), or the system's reason it cannot
    /// be listed.
    static func entries(ofFolderAt path: String) -> Result<[Entry], Failure> {
        guard let folder = opendir(path) else { return .failure(Failure()) }
        defer { closedir(folder) }
        var entries: [Entry] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { bytes in
                    Array(UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            // d_type: 8 a regular file, 4 a folder, 10 a symbolic link, 0 not told (some file systems).
            let type = entry.pointee.d_type
            let kind: PathResolver.FileKind? = switch type {
            case 8: .regularFile
            case 4: .directory
            case 0: nil
            default: .other
            }
            entries.append(Entry(name: name, kind: kind, isSymbolicLink: type == 10))
        }
        return .success(entries)
    }

    /// The text of the file at `path`, or why it cannot be checked: it cannot be opened or read, is
    /// not a regular file, is larger than `maximumSize` bytes, or is not UTF-8.
    static func text(ofFileAt path: String, maximumSize: Int) -> Result<String, UnparseableFile.Reason> {
        // Non-blocking, so that opening a pipe with no writer returns at once; it is then refused.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.unreadable(Failure().reason)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(Failure().reason)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        let size = Int(info.st_size)
        guard size <= maximumSize else { return .failure(.tooLarge(size: size, limit: maximumSize)) }
        // One byte more than the limit, in case the file grew since fstat.
        var failure: Failure?
        let bytes = [UInt8](unsafeUninitializedCapacity: min(size, maximumSize) + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = Failure()
                    return
                }
                if got == 0 { break }
                count += got
            }
        }
        if let failure { return .failure(.unreadable(failure.reason)) }
        guard bytes.count <= maximumSize else { return .failure(.tooLarge(size: bytes.count, limit: maximumSize)) }
        // The standard library's check of UTF-8 (`String(validating:)`) costs less than
        // Foundation's decoding; a file that starts with a byte-order mark is read as Foundation
        // reads it.
        let source = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? String(data: Data(bytes), encoding: .utf8) : String(validating: bytes, as: UTF8.self)
        guard let source else { return .failure(.notUTF8) }
        return .success(source)
    }

    /// What the system said went wrong, read from `errno` when it is made.
    struct Failure: Error {
        /// `Permission denied`.
        let reason: String

        init() {
            reason = String(cString: strerror(errno))
        }
    }
}
#endif
