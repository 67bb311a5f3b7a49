import Foundation
import PatternsFeature
import PatternsGallery

/// What `strata-patterns --list` prints: each pattern's name, where its state lives and how its
/// views learn of changes — the qualitative columns of the generated comparison.
enum PatternListing {
    /// One line per pattern, for a reader.
    static func text() -> String {
        Pattern.allCases.map { pattern in
            """
            \(pattern.rawValue) — \(pattern.title)
              state lives in: \(pattern.stateLivesIn)
              a view learns of a change: \(pattern.viewLearnsOfChanges)
            """
        }.joined(separator: "\n")
    }

    /// The same as JSON, for `Scripts/pattern-comparison.py`.
    static func json() throws -> String {
        let entries = Pattern.allCases.map { pattern in
            Entry(
                name: pattern.rawValue, title: pattern.title, folders: pattern.folders, testFolders: pattern.testFolders,
                stateLivesIn: pattern.stateLivesIn, viewLearnsOfChanges: pattern.viewLearnsOfChanges
            )
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }

    private struct Entry: Encodable {
        let name: String
        let title: String
        let folders: [String]
        let testFolders: [String]
        let stateLivesIn: String
        let viewLearnsOfChanges: String
    }
}
