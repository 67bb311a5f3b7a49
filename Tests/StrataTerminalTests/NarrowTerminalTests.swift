import Foundation
import Testing
@testable import StrataTerminal

/// What a narrow window cuts, and what a wider one shows again.
@Suite("Narrow terminals")
@MainActor
struct NarrowTerminalTests {
    private func lines(_ harness: Harness) -> [String] {
        harness.app.renderNow()
        return harness.terminal.plainText.components(separatedBy: "\n")
    }

    @Test("a status line too long for the width keeps the quit key, after a …")
    func statusLineKeepsQuit() {
        let field = TextField(placeholder: "Name")
        let harness = Harness(field, columns: 20, rows: 4)
        let status = lines(harness)[3].trimmingCharacters(in: .whitespaces)
        #expect(status.hasSuffix("^C quit"), "\(status)")
        #expect(status.contains("…"), "\(status)")
    }

    @Test("a status line that fits is unchanged: every key, no …")
    func statusLineFits() {
        let field = TextField(placeholder: "Name")
        let harness = Harness(field, columns: 60, rows: 4)
        #expect(lines(harness)[3].trimmingCharacters(in: .whitespaces) == "Enter submit   ^U clear   ^C quit")
    }

    @Test("at any width the status line ends with the quit key or a …, and never runs past the edge", arguments: 1...46)
    func statusLineAtEveryWidth(columns: Int) {
        let field = TextField(placeholder: "Name")
        let harness = Harness(field, columns: columns, rows: 4)
        let status = lines(harness)[3].trimmingCharacters(in: .whitespaces)
        // One column is the status line's margin: nothing fits after it.
        #expect(status.hasSuffix("^C quit") || status.hasSuffix("…") || (columns < 3 && status.isEmpty), "\(columns) columns: \(status)")
        #expect(DisplayWidth.of(lines(harness)[3]) <= columns)
    }

    @Test("a text field scrolled while narrow shows the whole text once the window is wide enough")
    func textFieldAfterWidening() {
        let field = TextField(placeholder: "Search")
        let harness = Harness(field, columns: 20, rows: 4)
        harness.app.renderNow()
        harness.app.type("swift argument parser collections")
        #expect(!lines(harness)[0].hasPrefix("swift argument"), "narrow: the field shows the end of the text")
        let wide = TerminalSize(columns: 60, rows: 4)
        harness.terminal.resize(to: wide)
        harness.app.send(.resize(wide))
        #expect(lines(harness)[0].hasPrefix("swift argument parser collections"), "\(lines(harness)[0])")
    }
}
