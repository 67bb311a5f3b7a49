import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("TextField")
@MainActor
struct TextFieldTests {
    @Test("typing inserts at the cursor; editing keys move and erase")
    func editing() {
        let field = TextField()
        let harness = Harness(field)
        harness.app.type("hello")
        harness.app.send(.home, .delete, .character("J"), .end, .backspace, .left, .character("-"))
        #expect(field.text == "Jel-l")
        #expect(field.cursor == 4)
        harness.app.send(.control("u"))
        #expect(field.text == "l")
        harness.app.send(.control("a"), .control("k"))
        #expect(field.text == "")
    }

    @Test("change events follow every edit; submit fires on Enter")
    func events() {
        let field = TextField()
        var changes: [String] = []
        var submitted: [String] = []
        field.onChange { changes.append($0) }
        field.onSubmit { submitted.append($0) }
        let harness = Harness(field)
        harness.app.type("ab")
        harness.app.send(.backspace, .left, .enter)
        #expect(changes == ["a", "ab", "a"])
        #expect(submitted == ["a"])
    }

    @Test("the placeholder shows dimmed while empty")
    func placeholder() {
        let field = TextField(placeholder: "Search")
        let harness = Harness(field, columns: 12, rows: 3)
        harness.app.renderNow()
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "textfield-placeholder-styled")
    }

    @Test("wide characters: the cursor moves by character and the field scrolls to keep it visible")
    func wideCharacters() {
        let field = TextField()
        let harness = Harness(field, columns: 8, rows: 3)
        harness.app.type("日本語テキスト")
        harness.app.renderNow()
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "textfield-wide-scrolled-styled")
        harness.app.send(.home)
        harness.app.renderNow()
        #expect(harness.terminal.plainText.hasPrefix("日本語テ"))
    }

    @Test("pasted text is inserted with newlines turned into spaces; a combining mark joins its letter")
    func paste() {
        let field = TextField()
        let harness = Harness(field)
        harness.app.send(.paste("one\ntwo"))
        harness.app.type("e\u{301}")
        #expect(field.text == "one twoé")
        #expect(field.cursor == 8)
    }

    @Test("a secure field shows one * per character, wide ones included, and keeps the real text")
    func secureEntry() {
        let field = TextField(placeholder: "Password")
        field.isSecureTextEntry = true
        var changes: [String] = []
        field.onChange { changes.append($0) }
        let harness = Harness(field, columns: 12, rows: 3)
        harness.app.renderNow()
        #expect(harness.terminal.plainText.hasPrefix("Password"), "the placeholder is not hidden")
        harness.app.type("pa日s")
        harness.app.send(.left)
        harness.app.renderNow()
        #expect(field.text == "pa日s")
        #expect(changes.last == "pa日s")
        let firstRow = harness.terminal.plainText.split(separator: "\n", omittingEmptySubsequences: false).first
        #expect(firstRow == "****")
        #expect(!harness.terminal.plainText.contains("pa"))
        #expect(harness.terminal.styledText.hasPrefix("[underline]***[underline reverse]*[underline]"), "the cursor is on the last star")
        field.isSecureTextEntry = false
        harness.app.renderNow()
        #expect(harness.terminal.plainText.hasPrefix("pa日s"))
    }
}
