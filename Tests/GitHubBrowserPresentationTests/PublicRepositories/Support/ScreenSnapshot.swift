import Foundation
import StrataTerminal
import Testing

/// Golden-file snapshots of whole screens, as StrataTerminal's own tests take them: the plain text
/// of a headless terminal compared with `__Snapshots__/<name>.txt` next to the test file, recorded
/// when `STRATA_RECORD_SNAPSHOTS=1` (or when the file is missing, which fails the test once).
@MainActor
enum ScreenSnapshot {
    /// Compares (or records) `text`. Spinner frames are replaced by `*`: they depend on timing.
    static func assert(
        _ text: String,
        named name: String,
        filePath: StaticString = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let normalized = String(text.map { ActivityIndicator.frames.contains($0) ? "*" : $0 })
        let directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
        let file = directory.appendingPathComponent("\(name).txt")
        let recording = ProcessInfo.processInfo.environment["STRATA_RECORD_SNAPSHOTS"] == "1"
        let existing = try? String(contentsOf: file, encoding: .utf8)
        if recording || existing == nil {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? (normalized + "\n").write(to: file, atomically: true, encoding: .utf8)
            if !recording {
                Issue.record("Recorded a new snapshot \(name); run the test again to compare.", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = String((existing ?? "").dropLast(existing?.hasSuffix("\n") == true ? 1 : 0))
        guard expected != normalized else { return }
        Issue.record(
            Comment(rawValue: "Snapshot \(name) differs (- expected, + actual):\n" + diff(expected, normalized)),
            sourceLocation: sourceLocation
        )
    }

    private static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        return (0..<max(old.count, new.count)).flatMap { index -> [String] in
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            if before == after { return ["  |\(before ?? "")"] }
            return [before.map { "- |\($0)" }, after.map { "+ |\($0)" }].compactMap { $0 }
        }.joined(separator: "\n")
    }
}
