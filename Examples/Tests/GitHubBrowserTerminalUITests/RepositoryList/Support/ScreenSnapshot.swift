import StrataTerminal
import StrataTesting
import Testing

/// Golden-file snapshots of whole screens through `GoldenSnapshot`, with spinner frames replaced by
/// `*`: which frame shows depends on timing, not on the screen's state.
@MainActor
enum ScreenSnapshot {
    /// Compares (or records) `text` with `__Snapshots__/<name>.txt` next to the calling test file.
    static func assert(
        _ text: String,
        named name: String,
        filePath: StaticString = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let normalized = String(text.map { ActivityIndicator.frames.contains($0) ? "*" : $0 })
        GoldenSnapshot.assertMatches(normalized, named: name, filePath: filePath, sourceLocation: sourceLocation)
    }
}
