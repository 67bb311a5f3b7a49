import PropertyBased
import Testing
@testable import StrataTerminal

@Suite("ScreenBuffer truncation mark")
struct ScreenBufferTruncationTests {
    @Test("text that fits is written as is; text that does not ends with the mark in the last column")
    func examples() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 4))
        buffer.write("fits", column: 0, row: 0, style: .plain, limit: 4, truncationMark: "…")
        buffer.write("too long", column: 0, row: 1, style: .plain, limit: 5, truncationMark: "…")
        buffer.write("ab日本", column: 0, row: 2, style: .plain, limit: 5, truncationMark: "…")
        buffer.write("日本語", column: 0, row: 3, style: .plain, limit: 4, truncationMark: "…")
        #expect(buffer.plainText == "fits\ntoo …\nab日…\n日 …")
        #expect(!buffer[3, 3].isContinuation, "the wide character under the mark is blanked whole")
    }

    @Test("without a mark, a cut text is clipped as before")
    func noMark() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
        buffer.write("too long", column: 0, row: 0, style: .plain, limit: 5)
        #expect(buffer.plainText == "too l")
    }

    @Test("the mark never lands left of the text or outside the buffer")
    func bounds() {
        var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
        buffer.write("xy", column: 0, row: 0, style: .plain)
        buffer.write("long", column: 2, row: 0, style: .plain, limit: 2, truncationMark: "…")
        #expect(buffer.plainText == "xy", "no room at all: nothing is written")
        buffer.write("abcdefg", column: -2, row: 0, style: .plain, truncationMark: "…")
        #expect(buffer.plainText == "cde…")
    }

    @Test("for any text and width: the mark shows exactly when the text is wider than the space, and the rest is the text's prefix (property)")
    func property() async {
        let pieces = ["a", "b", " ", "日", "本", "é", "👍"]
        await propertyCheck(count: 500, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...12), Gen.int(in: 1...12)) { picks, limit in
            let text = picks.map { pieces[$0] }.joined()
            var buffer = ScreenBuffer(size: TerminalSize(columns: 16, rows: 1))
            buffer.write(text, column: 0, row: 0, style: .plain, limit: limit, truncationMark: "…")
            var shown = ""
            for column in 0..<limit where !buffer[column, 0].isContinuation { shown.append(buffer[column, 0].character) }
            #expect((limit..<16).allSatisfy { buffer[$0, 0] == .blank }, "nothing is written past the limit")
            if DisplayWidth.of(text) <= limit {
                #expect(shown.hasPrefix(text) && shown.dropFirst(text.count).allSatisfy { $0 == " " }, "\(text) fits in \(limit)")
            } else {
                #expect(shown.last == "…", "\(text) cut at \(limit): \(shown)")
                let kept = String(shown.dropLast()).trimmingSuffix(" ")
                #expect(text.hasPrefix(kept), "\(text) cut at \(limit) keeps a prefix: \(shown)")
            }
        }
    }
}

private extension String {
    /// The string without trailing `character`s.
    func trimmingSuffix(_ character: Character) -> String {
        var result = self
        while result.last == character { result.removeLast() }
        return result
    }
}
