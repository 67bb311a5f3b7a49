#if StrataTools
import Foundation

/// Checks Swift files against the rules of a ``LintConfiguration``.
///
/// Lint source text with ``lint(source:path:)`` (what the tests and the benchmarks do), or files
/// and folders with ``lint(paths:workers:)``, which is what `strata lint` runs: it finds the Swift
/// files, parses them on every core, one file at a time per core (no syntax tree outlives its
/// file), and returns the findings in file order.
///
/// ```swift
/// let linter = Linter(configuration: try LintConfiguration.load(from: ".strata-lint.yml"))
/// let report = try linter.lint(paths: ["Sources"])
/// print(ReportFormat.text.render(report), terminator: "")
/// ```
public struct Linter: Sendable {
    /// The rules, severities and paths the linter uses.
    public let configuration: LintConfiguration
    private let resolver: PathResolver
    /// What relative paths are relative to, read once.
    private let currentDirectory = FileManager.default.currentDirectoryPath

    /// Creates a linter for `configuration`.
    public init(configuration: LintConfiguration) {
        self.configuration = configuration
        resolver = PathResolver(configuration: configuration)
    }

    /// Lints one file's text. `path` is used in the findings, and to find the file's layer.
    public func lint(source: String, path: String) -> [Finding] {
        FileLinter(configuration: configuration).lint(source: source, path: path, layer: layer(of: path))
    }

    /// Lints the Swift files at `paths`: files as given, folders searched recursively (leaving out
    /// hidden folders such as `.build` and the configuration's excluded paths).
    ///
    /// - Parameters:
    ///   - paths: the Swift files and folders to lint.
    ///   - workers: how many files are parsed at once; by default one per core.
    /// - Throws: ``LintInputError`` when a path does not exist.
    public func lint(paths: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount) throws(LintInputError) -> LintReport {
        let files = try swiftFiles(in: paths)
        // Each file's tree is freed when it is done, and the next one needs as much again.
        HeapTrimming.keepFreedMemory()
        let slots = FindingSlots(count: files.count)
        let linter = FileLinter(configuration: configuration)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, files.count))) { _ in
            var folders = FolderPaths(currentDirectory: currentDirectory)
            while let index = slots.nextIndex() {
                slots.store(lintFile(files[index], with: linter, folders: &folders), at: index)
            }
        }
        return LintReport(findings: slots.findings, filesChecked: files.count)
    }

    /// The Swift files `lint(paths:)` reads, in the order it reports them: each path's files
    /// sorted by path.
    ///
    /// - Throws: ``LintInputError`` when a path does not exist.
    public func swiftFiles(in paths: [String]) throws(LintInputError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .noSuchPath(path) }
            if isDirectory.boolValue {
                files += swiftFiles(inFolder: path)
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Reads the folder's tree one folder at a time, as Foundation's directory enumerator would
    /// (it follows no symbolic link, not even one given as `folder`, enters no folder on another
    /// device and skips every name that starts with a dot), without making a URL of every file.
    private func swiftFiles(inFolder folder: String) -> [String] {
        let rootURL = URL(fileURLWithPath: folder)
        let root = rootURL.path
        guard let top = PathResolver.kind(ofFileAt: root), top.kind == .directory else { return [] }
        let prefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let rootPath = rootURL.standardizedFileURL.path
        let rootCount = rootPath.count
        var files: [String] = []
        var folders = [""]
        while let relativeFolder = folders.popLast() {
            let folderPath = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folderPath) else { continue }
            for name in names where name.first != "." {
                let entry = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                let absolute = rootPath == "/" ? "/" + entry : rootPath + "/" + entry
                if resolver.isExcluded(absolute) { continue }
                let found = PathResolver.kind(ofFileAt: folderPath + "/" + name)
                if found?.kind == .directory {
                    if found?.device == top.device { folders.append(entry) }
                    continue
                }
                guard found?.kind == .regularFile, name.hasSuffix(".swift"), name != ".swift" else { continue }
                let relative = absolute.hasPrefix(rootPath + "/") ? String(absolute.dropFirst(rootCount + 1)) : absolute
                files.append(prefix + relative)
            }
        }
        return files.sorted()
    }

    private func layer(of path: String) -> Layer? {
        resolver.layer(of: PathResolver.absolute(path, in: currentDirectory))
    }

    private func lintFile(_ path: String, with linter: FileLinter, folders: inout FolderPaths) -> FileLinter.FileFindings {
        guard let data = FileManager.default.contents(atPath: path) else {
            return linter.unreadable(path: path, reason: "it cannot be read")
        }
        // The standard library's check of UTF-8 (`String(validating:)`) costs less than
        // Foundation's decoding; a file that starts with a byte-order mark is read as Foundation
        // reads it.
        let hasByteOrderMark = data.starts(with: [0xEF, 0xBB, 0xBF])
        guard let source = hasByteOrderMark ? String(data: data, encoding: .utf8) : String(validating: data, as: UTF8.self) else {
            return linter.unreadable(path: path, reason: "it is not UTF-8 text")
        }
        return linter.lintFile(source: source, path: path, layer: resolver.layer(of: folders.absolute(path)))
    }
}

/// The absolute paths of one worker's files, as `PathResolver.absolute(_:in:)` makes them, with
/// each folder standardized once: the files of a folder come one after another.
private struct FolderPaths {
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

    var findings: [Finding] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0.resolved(calledOutside: outsideCallNames, setupCalls: setupCalls) }
    }
}
#endif
