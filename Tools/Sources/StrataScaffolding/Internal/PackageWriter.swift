import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files under a package's folder so that the writing cannot be turned against
/// its user: every folder below the root is opened without following a symbolic link, every file is
/// created exclusively and without following one, and a write that fails takes back what the run
/// wrote.
///
/// The root itself is the user's own choice (`--path`), so it is followed and created as named.
/// Below it, the paths are checked before anything is written — a symbolic link or a special file
/// where a file or folder goes stops the run, and so does an existing file without `force`, unless
/// it is one every screen shares (``GeneratedFile/keepsExisting``), which is kept and left out —
/// then written: folders with `mkdirat`, new files with `openat(O_CREAT | O_EXCL | O_NOFOLLOW)`, a
/// replaced file (`force`) by writing a new file beside it and renaming it over the old one.
struct PackageWriter {
    let root: URL

    /// What is at one path below the root.
    private enum Existing {
        case nothing, file, other
    }

    /// Writes `files` (paths relative to the root), but for those that keep an existing file and
    /// find one; returns the paths it wrote.
    func write(_ files: [GeneratedFile], force: Bool) throws(ScaffoldingError) -> [String] {
        var existing: [String] = []
        var files = files
        var kept: Set<String> = []
        for file in files {
            switch try check(file.path) {
            case .nothing: break
            case .file where file.keepsExisting: kept.insert(file.path)
            case .file: existing.append(file.path)
            case .other: throw .notAPlainFile(path: shown(file.path))
            }
        }
        if !existing.isEmpty && !force { throw .filesExist(existing) }
        files.removeAll { kept.contains($0.path) }

        var written = Undo()
        do throws(WriteFailure) {
            try written.createRoot(root)
            let rootDescriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard rootDescriptor >= 0 else { throw WriteFailure(path: root.path) }
            defer { close(rootDescriptor) }
            for file in files {
                try write(file, under: rootDescriptor, undo: &written)
            }
        } catch {
            written.undo()
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        return files.map(\.path)
    }

    /// What is at `path` below the root, following no symbolic link on the way.
    private func check(_ path: String) throws(ScaffoldingError) -> Existing {
        var components = path.split(separator: "/").map(String.init)
        let name = components.removeLast()
        var descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .nothing }  // The root does not exist yet: nothing below it does.
        defer { close(descriptor) }
        var walked: [String] = []
        for component in components {
            walked.append(component)
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 {
                let failure = WriteFailure(path: shown(walked.joined(separator: "/")))
                switch errno {
                case ENOENT: return .nothing
                case ELOOP, ENOTDIR: throw .notAPlainFile(path: failure.path)
                default: throw .cannotWrite(path: failure.path, reason: failure.reason)
                }
            }
            close(descriptor)
            descriptor = next
        }
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .nothing }
        return info.st_mode & S_IFMT == S_IFREG ? .file : .other
    }

    /// Writes one file, creating its folders.
    private func write(_ file: GeneratedFile, under rootDescriptor: Int32, undo: inout Undo) throws(WriteFailure) {
        var components = file.path.split(separator: "/").map(String.init)
        let name = components.removeLast()
        var descriptor = dup(rootDescriptor)
        guard descriptor >= 0 else { throw WriteFailure(path: root.path) }
        defer { close(descriptor) }
        var walked = root.path
        for component in components {
            walked += "/" + component
            if mkdirat(descriptor, component, 0o755) == 0 {
                undo.createdFolders.append(walked)
            } else if errno != EEXIST {
                throw WriteFailure(path: walked)
            }
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { throw WriteFailure(path: walked) }
            close(descriptor)
            descriptor = next
        }
        let path = walked + "/" + name
        let bytes = Array(file.contents.utf8)
        let created = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if created >= 0 {
            undo.createdFiles.append(path)
            try Self.write(bytes, to: created, path: path)
            return
        }
        guard errno == EEXIST else { throw WriteFailure(path: path) }
        // A file every screen shares, put there since the check: kept, as it would have been.
        if file.keepsExisting { return }
        // Replacing (force): a new file beside it, renamed over it; a link put there since the
        // check is replaced, never followed.
        let temporary = ".\(name).strata-new-\(getpid())"
        let replacement = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard replacement >= 0 else { throw WriteFailure(path: walked + "/" + temporary) }
        undo.createdFiles.append(walked + "/" + temporary)
        try Self.write(bytes, to: replacement, path: path)
        guard renameat(descriptor, temporary, descriptor, name) == 0 else { throw WriteFailure(path: path) }
        undo.createdFiles.removeLast()
    }

    /// Writes `bytes` to the open file `descriptor`, then closes it.
    private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(WriteFailure) {
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(path: path)
            }
            offset += count
        }
    }

    /// `path` as the user named the package folder, for a message.
    private func shown(_ path: String) -> String {
        root.appendingPathComponent(path).path
    }

    /// What a run created, to remove when a later write fails.
    private struct Undo {
        var createdFiles: [String] = []
        var createdFolders: [String] = []

        /// Creates the root and the folders above it that do not exist, noting them.
        mutating func createRoot(_ root: URL) throws(WriteFailure) {
            var missing: [URL] = []
            var folder = root.standardizedFileURL
            while !FileManager.default.fileExists(atPath: folder.path) {
                missing.append(folder)
                let parent = folder.deletingLastPathComponent()
                guard parent.path != folder.path else { break }
                folder = parent
            }
            for folder in missing.reversed() {
                guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else { throw WriteFailure(path: folder.path) }
                createdFolders.append(folder.path)
            }
        }

        /// Removes what was created, files first, then folders from the deepest.
        func undo() {
            for file in createdFiles.reversed() { unlink(file) }
            for folder in createdFolders.reversed() { rmdir(folder) }
        }
    }
}

/// `write(2)`, beside the writer's own `write` methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}

/// A system call that failed while writing, with the path it was for and the system's reason.
struct WriteFailure: Error {
    let path: String
    let reason: String

    init(path: String) {
        self.path = path
        reason = String(cString: strerror(errno))
    }
}
