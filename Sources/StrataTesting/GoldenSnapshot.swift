import Foundation
import Testing

/// Golden-file snapshots of text (a headless terminal's screen, a log): compares a test's output
/// with a file committed next to the test, and records it when asked.
///
/// Use it in screen tests, with the text of a `HeadlessTerminal`:
///
/// ```swift
/// GoldenSnapshot.assertMatches(terminal.plainText, named: "search-results")
/// ```
///
/// The file is `__Snapshots__/<name>.txt` in the folder of the calling test file. Run the tests
/// with `STRATA_RECORD_SNAPSHOTS=1` to (re)record every snapshot; a missing file is recorded and
/// the test fails, so that a new golden file is never accepted silently. A mismatch fails with a
/// line-by-line diff.
public enum GoldenSnapshot {
    /// The environment variable that makes tests record their snapshots instead of comparing.
    public static let recordVariable = "STRATA_RECORD_SNAPSHOTS"

    /// Compares `text` with the golden file `named` (or records it), reporting a test issue on a
    /// mismatch.
    public static func assertMatches(
        _ text: String,
        named name: String,
        filePath: StaticString = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
        let file = directory.appendingPathComponent("\(name).txt")
        let recording = ProcessInfo.processInfo.environment[recordVariable] == "1"
        let existing = try? String(contentsOf: file, encoding: .utf8)
        guard let existing, !recording else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("Cannot record the snapshot \(name) at \(file.path): \(error)", sourceLocation: sourceLocation)
                return
            }
            if !recording {
                Issue.record("Recorded a new snapshot \(name); run the test again to compare.", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = existing.hasSuffix("\n") ? String(existing.dropLast()) : existing
        guard expected != text else { return }
        Issue.record(
            Comment(rawValue: "Snapshot \(name) differs (- expected, + actual):\n" + lineDiff(expected: expected, actual: text)),
            sourceLocation: sourceLocation
        )
    }

    /// A line-by-line diff: unchanged lines marked with two spaces, changed ones with `-` and `+`.
    public static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var output: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            if before == after {
                output.append("  |\(before ?? "")")
            } else {
                if let before { output.append("- |\(before)") }
                if let after { output.append("+ |\(after)") }
            }
        }
        return output.joined(separator: "\n")
    }
}
