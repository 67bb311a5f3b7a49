import Foundation

/// The data shared by tests and benchmarks outside the repository: `../shared/data` next to the
/// repository's folder (CI has it; a clone may not). Tests that use it skip with a notice when it
/// is absent. Never copy it, or data derived from it, into the repository.
enum SharedData {
    /// The repository's root folder, found from this file's path.
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1, url.lastPathComponent != "Examples" {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent()
    }()

    /// A public daily snapshot of the most-starred GitHub repositories (3,600 rows), if present.
    static let githubRanking: URL? = {
        let url = repositoryRoot.appendingPathComponent("../shared/data/github-ranking-2026-08-22.csv").standardizedFileURL
        return FileManager.default.isReadableFile(atPath: url.path) ? url : nil
    }()
}
