#if StrataTools
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks Swift files against the rules of a ``LintConfiguration``.
///
/// Lint source text with ``lint(source:path:)`` (what the tests and the benchmarks do), or files
/// and folders with ``lint(paths:workers:)``, which is what `strata lint` runs: it finds the Swift
/// files, parses them on every core, one file at a time per core (no syntax tree outlives its
/// file), and returns the findings in file order. Nothing is skipped silently: a file or folder
/// that cannot be read, a file past the configuration's ``LintLimits`` and a name that is not
/// UTF-8 are findings of `unparseable-file`.
///
/// ```swift
/// let linter = Linter(configuration: try LintConfiguration.load(from: ".strata-lint.yml"))
/// let report = try linter.lint(paths: ["Sources"])
/// print(ReportFormat.text.render(report), terminator: "")
/// ```
public struct Linter: Sendable {
    /// The rules, severities, paths and limits the linter uses.
    public let configuration: LintConfiguration
    private let resolver: PathResolver
    /// What relative paths are relative to, read once.
    private let currentDirectory = FileManager.default.currentDirectoryPath

    /// Creates a linter for `configuration`.
    public init(configuration: LintConfiguration) {
        self.configuration = configuration
        resolver = PathResolver(configuration: configuration)
    }

    /// Lints one file's text. `path` is used in the findings, and to find the file's layer. The
    /// size and nesting limits of the configuration apply; the time budget applies only to
    /// ``lint(paths:workers:)``.
    public func lint(source: String, path: String) -> [Finding] {
        let linter = FileLinter(configuration: configuration)
        let layer = layer(of: path)
        // On a thread whose stack holds the deepest nesting the limits allow.
        return LintWorkers<[Finding], Void>.onLargeStack { linter.lint(source: source, path: path, layer: layer) }
    }

    /// Lints the Swift files at `paths`: files as given, folders searched recursively (leaving out
    /// hidden folders such as `.build` and the configuration's excluded paths, following no
    /// symbolic link inside them).
    ///
    /// A folder that cannot be read, a file whose name is not UTF-8, a file that cannot be read or
    /// is not UTF-8, one past a limit of the configuration's ``LintLimits`` — larger than
    /// ``LintLimits/maximumFileSize``, nested deeper than ``LintLimits/maximumNestingDepth`` — and
    /// one whose parsing and checking takes longer than ``LintLimits/fileTimeBudget`` is reported
    /// (`unparseable-file`) and the run goes on with the others. A file given up after its time
    /// budget is left to finish on a thread of its own, and its result is dropped.
    ///
    /// - Parameters:
    ///   - paths: the Swift files and folders to lint.
    ///   - workers: how many files are parsed at once; by default one per core.
    /// - Throws: ``LintInputError`` when a path does not exist.
    public func lint(paths: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount) throws(LintInputError) -> LintReport {
        let linter = FileLinter(configuration: configuration)
        let resolver = resolver
        return try lint(paths: paths, workers: workers) { path, folders in
            Self.lintFile(path, with: linter, resolver: resolver, folders: &folders)
        }
    }

    /// ``lint(paths:workers:)`` with `lintFile` linting each file (a test's stand-in, to give one
    /// up).
    func lint(
        paths: [String], workers: Int, lintFile: @escaping @Sendable (String, inout FolderPaths) -> FileLinter.FileFindings
    ) throws(LintInputError) -> LintReport {
        let inputs = try self.inputs(in: paths)
        // Each file's tree is freed when it is done, and the next one needs as much again.
        HeapTrimming.keepFreedMemory()
        let slots = FindingSlots(count: inputs.count)
        let linter = FileLinter(configuration: configuration)
        var files: [(slot: Int, path: String)] = []
        for (slot, input) in inputs.enumerated() {
            switch input {
            case .file(let path): files.append((slot, path))
            case let .unchecked(path, reason, _): slots.store(linter.unchecked(path: path, reason: reason), at: slot)
            }
        }
        let budget = configuration.limits.fileTimeBudget
        let currentDirectory = currentDirectory
        LintWorkers<FileLinter.FileFindings, FolderPaths>.run(
            count: files.count, workers: workers, budget: budget, makeState: { FolderPaths(currentDirectory: currentDirectory) },
            job: { [files] index, folders in lintFile(files[index].path, &folders) },
            commit: { [files] index, result in slots.store(result, at: files[index].slot) },
            giveUp: { index in slots.store(linter.unchecked(path: files[index].path, reason: .tooSlow(budget: budget)), at: files[index].slot) }
        )
        if configuration.isEnabled(.layerDependency), !configuration.packageManifests.isEmpty {
            // The manifests of `packages` among the files: their dependencies are checked too.
            let manifests = Set(configuration.packageManifests.map(\.manifestPath))
            for (slot, path) in files where path.hasSuffix("Package.swift") {
                let absolute = PathResolver.absolute(path, in: currentDirectory)
                guard manifests.contains(absolute),
                      case .success(let text) = FileSystem.text(ofFileAt: path, maximumSize: configuration.limits.maximumFileSize) else { continue }
                slots.append(PackageDependencies.findings(path: path, absolutePath: absolute, text: text, configuration: configuration), at: slot)
            }
        }
        return LintReport(findings: slots.findings, filesChecked: inputs.count { $0.isFile })
    }

    /// The Swift files `lint(paths:)` reads, in the order it reports them: each path's files
    /// sorted by path. Files whose name is not UTF-8 and folders that cannot be read are not listed
    /// (`lint(paths:)` reports them).
    ///
    /// - Throws: ``LintInputError`` when a path does not exist.
    public func swiftFiles(in paths: [String]) throws(LintInputError) -> [String] {
        try inputs(in: paths).compactMap { if case .file(let path) = $0 { path } else { nil } }
    }

    /// What `lint(paths:)` goes through: a file to lint, or a file or folder reported as it is.
    private enum Input {
        case file(String)
        /// A file (`isFile`) or folder that cannot be checked, by a readable form of its path.
        case unchecked(path: String, reason: UnparseableFile.Reason, isFile: Bool)

        var path: String {
            switch self {
            case .file(let path), .unchecked(let path, _, _): path
            }
        }

        var isFile: Bool {
            switch self {
            case .file: true
            case .unchecked(_, _, let isFile): isFile
            }
        }
    }

    /// The files of `paths`, and what cannot be checked there, each path's sorted by path.
    private func inputs(in paths: [String]) throws(LintInputError) -> [Input] {
        var inputs: [Input] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                guard errno == ENOENT || errno == ENOTDIR else {
                    inputs.append(.unchecked(path: path, reason: .unreadable(FileSystem.Failure().reason), isFile: true))
                    continue
                }
                throw .noSuchPath(path)
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                inputs += swiftFiles(inFolder: path)
            } else {
                inputs.append(.file(path))
            }
        }
        return inputs
    }

    /// Reads the folder's tree one folder at a time, as Foundation's directory enumerator would
    /// (it follows no symbolic link inside the folder, enters no folder on another device and skips
    /// every name that starts with a dot), without making a URL of every file. A symbolic link
    /// given as `folder` is followed. A folder that cannot be read, and a `.swift` file or a folder
    /// whose name is not UTF-8, are inputs that cannot be checked, by a readable form of their path.
    private func swiftFiles(inFolder folder: String) -> [Input] {
        let rootURL = URL(fileURLWithPath: folder)
        let root = rootURL.path
        var top = stat()
        guard stat(root, &top) == 0 else { return [.unchecked(path: folder, reason: .unreadableFolder(FileSystem.Failure().reason), isFile: false)] }
        let prefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let rootPath = rootURL.standardizedFileURL.path
        let rootCount = rootPath.count
        var inputs: [Input] = []
        var folders = [""]
        while let relativeFolder = folders.popLast() {
            let folderPath = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
            let shownFolder = relativeFolder.isEmpty ? folder : prefix + relativeFolder
            let entries: [FileSystem.Entry]
            switch FileSystem.entries(ofFolderAt: folderPath) {
            case .success(let listed): entries = listed
            case .failure(let failure):
                inputs.append(.unchecked(path: shownFolder, reason: .unreadableFolder(failure.reason), isFile: false))
                continue
            }
            for entry in entries where entry.name.first != UInt8(ascii: ".") && !entry.isSymbolicLink {
                let isSwiftName = entry.name.count > 6 && entry.name.suffix(6).elementsEqual(".swift".utf8)
                guard let name = String(validating: entry.name, as: UTF8.self) else {
                    // Its path cannot be a `String`: reported by a readable form of it.
                    let shown = (shownFolder.hasSuffix("/") ? shownFolder : shownFolder + "/") + PrintableText.readable(entry.name)
                    if entry.kind == .directory || (entry.kind == nil && PathResolver.kind(ofFileAt: Array(folderPath.utf8) + [UInt8(ascii: "/")] + entry.name)?.kind == .directory) {
                        inputs.append(.unchecked(path: shown, reason: .nameNotUTF8, isFile: false))
                    } else if isSwiftName {
                        inputs.append(.unchecked(path: shown, reason: .nameNotUTF8, isFile: true))
                    }
                    continue
                }
                let relativeEntry = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                let absolute = rootPath == "/" ? "/" + relativeEntry : rootPath + "/" + relativeEntry
                if resolver.isExcluded(absolute) { continue }
                // The folder tells the kind of most names; a folder's device, and the kind where it
                // does not tell, come from `lstat`.
                var kind = entry.kind
                if kind == nil || kind == .directory {
                    guard let found = PathResolver.kind(ofFileAt: folderPath + "/" + name) else {
                        if kind == .directory || isSwiftName {
                            let reason = FileSystem.Failure().reason
                            let isFile = kind != .directory
                            inputs.append(.unchecked(path: prefix + relativeEntry, reason: isFile ? .unreadable(reason) : .unreadableFolder(reason), isFile: isFile))
                        }
                        continue
                    }
                    kind = found.kind
                    if found.kind == .directory {
                        if found.device == top.st_dev { folders.append(relativeEntry) }
                        continue
                    }
                }
                guard kind == .regularFile, isSwiftName else { continue }
                let relative = absolute.hasPrefix(rootPath + "/") ? String(absolute.dropFirst(rootCount + 1)) : absolute
                inputs.append(.file(prefix + relative))
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }

    private func layer(of path: String) -> Layer? {
        resolver.layer(of: PathResolver.absolute(path, in: currentDirectory))
    }

    private static func lintFile(_ path: String, with linter: FileLinter, resolver: PathResolver, folders: inout FolderPaths) -> FileLinter.FileFindings {
        switch FileSystem.text(ofFileAt: path, maximumSize: linter.configuration.limits.maximumFileSize) {
        case .success(let source): linter.lintFile(source: source, path: path, layer: resolver.layer(of: folders.absolute(path)))
        case .failure(let reason): linter.unchecked(path: path, reason: reason)
        }
    }
}

/// The absolute paths of one worker's files, as `PathResolver.absolute(_:in:)` makes them, with
/// each folder standardized once: the files of a folder come one after another.
struct FolderPaths {
    let currentDirectory: String
    private var last: (folder: Substring, absolute: String)?

    init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// `path`, absolute and standardized: its folder's standardized path, then its name.
    mutating func absolute(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return PathResolver.absolute(path, in: currentDirectory) }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return PathResolver.absolute(path, in: currentDirectory) }
        let folder = path[..<slash]
        let folderPath: String
        if let last, last.folder == folder {
            folderPath = last.absolute
        } else {
            folderPath = PathResolver.absolute(String(folder), in: currentDirectory)
            last = (folder, folderPath)
        }
        return folderPath == "/" ? "/" + name : folderPath + "/" + name
    }
}

/// The findings of each file, filled in by several threads at once; hands out the next file to
/// lint. A conditional finding (see `RawFinding.onlyIfCalledOutside` and
/// `RawFinding.needsSetupCallers`) is judged once every file is linted, by what all of them call.
private final class FindingSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileLinter.FileFindings]
    private var outsideCallNames: Set<String> = []
    private var setupCalls = SetupCallFacts()
    private var next = 0

    init(count: Int) {
        slots = Array(repeating: FileLinter.FileFindings(), count: count)
    }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: FileLinter.FileFindings, at index: Int) {
        lock.lock()
        outsideCallNames.formUnion(result.outsideCallNames)
        if !result.setupCallFacts.isEmpty { setupCalls.merge(result.setupCallFacts) }
        if !result.findings.isEmpty || !result.conditional.isEmpty {
            slots[index] = FileLinter.FileFindings(findings: result.findings, conditional: result.conditional)
        }
        lock.unlock()
    }

    /// Adds `findings` to those of the file at `index`, in line order.
    func append(_ findings: [Finding], at index: Int) {
        guard !findings.isEmpty else { return }
        lock.lock()
        var slot = slots[index]
        slot.findings = (slot.findings + findings).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        slots[index] = slot
        lock.unlock()
    }

    var findings: [Finding] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0.resolved(calledOutside: outsideCallNames, setupCalls: setupCalls) }
    }
}
#endif
