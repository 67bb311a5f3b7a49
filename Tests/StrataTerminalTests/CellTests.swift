import PropertyBased
import Testing
@testable import StrataTerminal

@Suite("Cell")
struct CellTests {
    @Test("every grapheme round-trips through a cell, inline or through the shared table", arguments: [
        "a", " ", "日", "é", "e\u{301}", "🐶", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "🏳️‍🌈", "か\u{3099}",
    ])
    func roundTrip(text: String) throws {
        let character = try #require(text.first)
        let cell = Cell(character: character, width: 1, style: .plain)
        #expect(cell.character == character)
        var bytes: [UInt8] = []
        cell.grapheme.appendUTF8(to: &bytes)
        #expect(bytes == Array(text.utf8))
    }

    @Test("cells are equal exactly when their graphemes, widths and styles are", .tags(.property))
    func equality() async {
        let pool: [Character] = ["a", "b", "日", "本", "👨‍👩‍👧‍👦", "👨‍👩‍👧", "🐱", "e\u{301}"]
        await propertyCheck(count: 300, input: Gen.int(in: 0...7), Gen.int(in: 0...7), Gen.bool) { first, second, bold in
            let left = Cell(character: pool[first], width: 1, style: .plain)
            let right = Cell(character: pool[second], width: 1, style: bold ? .bold : .plain)
            #expect((left == right) == (first == second && !bold))
        }
    }

    @Test("changing the character of a cell keeps its width and style")
    func settingCharacter() {
        var cell = Cell(character: "a", width: 2, style: .bold)
        cell.character = "語"
        #expect(cell.character == "語" && cell.width == 2 && cell.style == .bold)
        #expect(Cell.blank.character == " " && Cell.continuation(style: .plain).isContinuation)
    }

    @Test("a long grapheme is written to the terminal in full")
    func renderLongGrapheme() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
        buffer.write("👨‍👩‍👧‍👦", column: 0, row: 0, style: .plain)
        var renderer = Renderer()
        let bytes = renderer.render(buffer)
        #expect(String(decoding: bytes, as: UTF8.self).contains("👨‍👩‍👧‍👦"))
        #expect(buffer.plainText == "👨‍👩‍👧‍👦")
    }
}
