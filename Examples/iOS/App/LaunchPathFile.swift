#if os(iOS) || os(Linux)
import Foundation
import StrataNavigation

/// The launch counts of the iOS app, kept across launches in `launch-paths.json` in the app's
/// folder, so that the Account screen shows every launch, not just this run's.
///
/// A file that cannot be read (missing, damaged, from another version) starts the counts afresh;
/// it is never trusted beyond its counts, and a count that is not a known kind is dropped.
public struct LaunchPathFile: Sendable {
    /// Where the counts are kept.
    public let url: URL

    /// The file in `folder`.
    public init(folder: URL) {
        url = folder.appendingPathComponent("launch-paths.json")
    }

    /// The counts saved by earlier launches; none when there is no usable file.
    public func load() -> [LaunchKind: Int] {
        guard let data = try? Data(contentsOf: url),
              let saved = try? JSONDecoder().decode([String: Int].self, from: data)
        else { return [:] }
        var counts: [LaunchKind: Int] = [:]
        for (name, count) in saved {
            if let kind = LaunchKind(rawValue: name), count > 0 { counts[kind] = count }
        }
        return counts
    }

    /// Replaces the saved counts with `counts`, atomically, readable by the app alone.
    public func save(_ counts: [LaunchKind: Int]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) }))
        try data.write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }
}
#endif
