import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<name>.txt`, or records it when
/// `STRATA_RECORD_SNAPSHOTS=1` (or when the file does not exist yet, which also fails the test so
/// that a missing golden file is never silently accepted).
func assertSnapshot(_ text: String, named name: String, filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
    let file = directory.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["STRATA_RECORD_SNAPSHOTS"] == "1"
    let existing = try? String(contentsOf: file, encoding: .utf8)
    if recording || existing == nil {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        if !recording {
            Issue.record("Recorded a new snapshot \(name); run the test again to compare.", sourceLocation: sourceLocation)
        }
        return
    }
    let expected = String((existing ?? "").dropLast(existing?.hasSuffix("\n") == true ? 1 : 0))
    guard expected != text else { return }
    Issue.record(Comment(rawValue: "Snapshot \(name) differs (- expected, + actual):\n" + lineDiff(expected: expected, actual: text)), sourceLocation: sourceLocation)
}

/// A line-by-line diff: unchanged lines with two spaces, changed ones with `-` and `+`.
func lineDiff(expected: String, actual: String) -> String {
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
