#if StrataTools
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Resolves the configuration's paths: which files are left out and which layer a file is in.
struct PathResolver: Sendable {
    private let excluded: [String]
    private let layers: [Layer]
    /// The declared folders of the layers, absolute, in the order the layers declare them.
    private let layerFolders: [(layer: Layer, folder: String)]

    init(configuration: LintConfiguration) {
        let base = Self.standardized(configuration.baseDirectory)
        excluded = configuration.excludedPaths.map { Self.absolute($0, in: base) }
        layers = configuration.layers
        layerFolders = configuration.layers.flatMap { layer in layer.paths.map { (layer, Self.absolute($0, in: base)) } }
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func absolute(_ path: String, in base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var result = standardized(joined)
        while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// What is at a path, as `lstat` tells it: a symbolic link is neither a file nor a folder.
    enum FileKind {
        case regularFile, directory, other
    }

    /// What is at `path` and the device it is on, or `nil` when it cannot be read: what
    /// Foundation's `isRegularFile` and `isDirectory` resource values tell, without reading the
    /// file's other attributes (its owner's name among them) as they do.
    static func kind(ofFileAt path: String) -> (kind: FileKind, device: dev_t)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return kind(of: info)
    }

    /// What is at the path of these bytes (a name that is not UTF-8), as the `String` path's
    /// `kind(ofFileAt:)` tells it.
    static func kind(ofFileAt path: [UInt8]) -> (kind: FileKind, device: dev_t)? {
        var info = stat()
        let result = (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) }
        }
        guard result == 0 else { return nil }
        return kind(of: info)
    }

    private static func kind(of info: stat) -> (kind: FileKind, device: dev_t) {
        let device = info.st_dev
        return switch info.st_mode & S_IFMT {
        case S_IFREG: (.regularFile, device)
        case S_IFDIR: (.directory, device)
        default: (.other, device)
        }
    }

    /// Whether `absolutePath` (a file or folder) is left out by the configuration.
    func isExcluded(_ absolutePath: String) -> Bool {
        excluded.contains { pattern in
            absolutePath == pattern || absolutePath.hasPrefix(pattern + "/")
                || fnmatch(pattern, absolutePath, 0) == 0 || fnmatch(pattern + "/*", absolutePath, 0) == 0
        }
    }

    /// The layer `absolutePath` belongs to: the layer with the longest declared folder holding it,
    /// else the layer named by the deepest folder of the path.
    func layer(of absolutePath: String) -> Layer? {
        var best: (layer: Layer, length: Int)?
        for (layer, folder) in layerFolders {
            if absolutePath.hasPrefix(folder + "/"), folder.count > (best?.length ?? -1) { best = (layer, folder.count) }
        }
        if let best { return best.layer }
        let folders = absolutePath.split(separator: "/").dropLast()
        for folder in folders.reversed() {
            if let layer = layers.first(where: { $0.paths.isEmpty && $0.name == folder }) { return layer }
        }
        return nil
    }
}
#endif
