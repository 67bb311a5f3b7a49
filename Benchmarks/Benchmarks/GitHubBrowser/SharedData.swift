import Foundation

/// Data shared by tests and benchmarks outside the repository: `../shared/data` next to the
/// repository's folder. Benchmarks that use it are left out, with a notice, when it is absent.
/// Never copy it, or data derived from it, into the repository.
enum SharedData {
    /// The repository's root folder: the nearest folder above this file that holds
    /// `Examples/Package.swift`.
    static let repositoryRoot: URL? = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Examples/Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return nil
    }()

    /// A public daily snapshot of the most-starred GitHub repositories (3,600 rows), if present.
    static let githubRanking: URL? = repositoryRoot.flatMap { root in
        let url = root.appendingPathComponent("../shared/data/github-ranking-2026-08-22.csv").standardizedFileURL
        return FileManager.default.isReadableFile(atPath: url.path) ? url : nil
    }
}
