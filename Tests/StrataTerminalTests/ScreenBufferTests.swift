import Testing
@testable import StrataTerminal

@Suite("ScreenBuffer")
struct ScreenBufferTests {
    @Test("wide characters take two cells and Japanese text lines up")
    func wideCharacters() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 10, rows: 2))
        let end = buffer.write("日本x", column: 0, row: 0, style: .plain)
        buffer.write("abcde", column: 0, row: 1, style: .plain)
        #expect(end == 5)
        #expect(buffer[0, 0].width == 2)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[4, 0].character == "x")
        #expect(buffer.plainText == "日本x\nabcde")
    }

    @Test("a wide character clipped at the right edge becomes a space and does not spill")
    func clippedWideCharacter() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 5, rows: 2))
        buffer.write("abcd日", column: 0, row: 0, style: .plain)
        buffer.write("ab日本", column: 0, row: 1, style: .plain, limit: 5)
        #expect(buffer.plainText == "abcd\nab日")
        #expect(buffer[4, 0] == Cell(character: " ", width: 1, style: .plain))
        #expect(buffer[0, 1].character == "a", "the next row is untouched")
    }

    @Test("overwriting half of a wide character blanks the other half")
    func overwriteHalf() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
        buffer.write("日本語", column: 0, row: 0, style: .plain)
        buffer.write("x", column: 1, row: 0, style: .plain)
        #expect(buffer.plainText == " x本語")
        buffer.write("y", column: 2, row: 0, style: .plain)
        #expect(buffer.plainText == " xy 語")
        buffer.write("漢", column: 3, row: 0, style: .plain)
        #expect(buffer.plainText == " xy漢")
        #expect(!buffer[5, 0].isContinuation)
    }

    @Test("styled text tags style changes")
    func styledText() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
        buffer.write("ab", column: 0, row: 0, style: .bold)
        buffer.write("c", column: 2, row: 0, style: TextStyle.plain.foreground(.red))
        #expect(buffer.styledText == "[bold]ab[fg:1]c[/]     ")
    }
}
