import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system steps that keep the browser's data private to the user whatever the umask:
/// folders it creates are 0700, files it creates 0600 (set with `chmod`, since the umask can only
/// take permissions away), and paths are looked at with `stat` before anything opens them — a FIFO
/// would block a reader, and SQLite would leave a journal next to a device.
///
/// SQLite gives a database's `-wal`, `-shm` and `-journal` files the permissions of the database
/// file itself, so a database file that is 0600 before SQLite opens it keeps its companions
/// private too.
enum PrivateFiles {
    /// The permissions of every folder the browser creates.
    static let folderMode: mode_t = 0o700
    /// The permissions of every file the browser creates.
    static let fileMode: mode_t = 0o600
    /// The files SQLite keeps next to a database, by suffix.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// What a path names.
    enum Kind: Equatable {
        case missing
        case regularFile
        case folder
        case symbolicLink
        case fifo
        case characterDevice
        case blockDevice
        case socket

        /// How a message names it, after "it is".
        var description: String {
            switch self {
            case .missing: "missing"
            case .regularFile: "a regular file"
            case .folder: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            }
        }
    }

    /// What `stat` (or `lstat`) says about a path.
    struct Status {
        var kind: Kind
        var mode: mode_t = 0
        var owner: uid_t = 0
        var size: Int64 = 0
    }

    /// Why a path cannot be used: a folder that cannot be made, a file that cannot be created or
    /// made private.
    struct PathProblem: Error {
        /// The path that is in the way or could not be created.
        var path: String
        /// What is wrong with it ("is a file, not a folder").
        var reason: String

        var description: String { "\(path) \(reason)" }
    }

    /// Looks at `path` without opening it, following symbolic links unless `followingLinks` is
    /// `false`. A path that cannot be looked at (a parent is a file, no permission) is reported as
    /// missing when nothing is there, else as the `errno` message.
    static func status(_ path: String, followingLinks: Bool = true) throws(PathProblem) -> Status {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            let code = SystemError.code
            if code == ENOENT || code == ENOTDIR { return Status(kind: .missing) }
            throw PathProblem(path: path, reason: "cannot be looked at (\(String(cString: strerror(code))))")
        }
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        default: .socket
        }
        return Status(kind: kind, mode: info.st_mode & 0o7777, owner: info.st_uid, size: Int64(info.st_size))
    }

    /// Makes `folder` and every missing parent, each one it creates 0700 whatever the umask;
    /// existing folders are left as they are.
    /// - Returns: Whether `folder` itself was created.
    /// - Throws: ``PathProblem`` naming the first part of the path that is not a folder or
    ///   cannot be created; nothing after it is created.
    @discardableResult
    static func makeFolder(_ folder: URL) throws(PathProblem) -> Bool {
        let components = folder.standardizedFileURL.pathComponents
        var path = ""
        var createdLast = false
        for component in components {
            path = path.isEmpty ? component : (path == "/" ? "/" + component : path + "/" + component)
            let status = try status(path)
            switch status.kind {
            case .folder:
                createdLast = false
            case .missing:
                guard mkdir(path, folderMode) == 0 || SystemError.code == EEXIST else {
                    throw PathProblem(path: path, reason: "cannot be created (\(SystemError.message()))")
                }
                guard try Self.status(path).kind == .folder else {
                    throw PathProblem(path: path, reason: "is a file, not a folder")
                }
                _ = chmod(path, folderMode)
                createdLast = true
            case .regularFile:
                throw PathProblem(path: path, reason: "is a file, not a folder")
            default:
                throw PathProblem(path: path, reason: "is not a folder (it is \(status.kind.description))")
            }
        }
        return createdLast
    }

    /// Creates the file at `path`, empty and 0600, failing if anything is already there (so it
    /// never follows a link or takes over a file someone else made meanwhile).
    /// - Returns: `false` when something was already there; the caller then looks at it.
    /// - Throws: `errno` message when the file cannot be created.
    static func createPrivateFile(_ path: String) throws(PathProblem) -> Bool {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else {
            if SystemError.code == EEXIST { return false }
            throw PathProblem(path: path, reason: "cannot be created (\(SystemError.message()))")
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, fileMode) == 0 else {
            throw PathProblem(path: path, reason: "cannot be made private (\(SystemError.message()))")
        }
        return true
    }

    /// Sets `path` to `mode` if it has other permissions.
    static func restrict(_ path: String, to mode: mode_t, current: mode_t) throws(PathProblem) {
        guard current != mode else { return }
        guard chmod(path, mode) == 0 else {
            throw PathProblem(path: path, reason: "cannot be made private (\(SystemError.message()))")
        }
    }

    /// The user the process runs as.
    static var currentUser: uid_t { geteuid() }
}
