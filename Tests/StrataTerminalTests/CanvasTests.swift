import Testing
@testable import StrataTerminal

@Suite("Canvas")
@MainActor
struct CanvasTests {
    @Test("drawing is local to a region and clipped to it")
    func clipping() {
        let canvas = Canvas(size: TerminalSize(columns: 10, rows: 3))
        canvas.within(Rect(x: 2, y: 1, width: 4, height: 1)) {
            canvas.write("abcdefgh", column: 0, row: 0)
            canvas.write("zz", column: 0, row: 1)
        }
        #expect(canvas.buffer.plainText == "\n  abcd\n")
    }

    @Test("text starting left of the region shows only its visible part, wide characters included")
    func leftClipping() {
        let canvas = Canvas(size: TerminalSize(columns: 10, rows: 1))
        canvas.within(Rect(x: 0, y: 0, width: 6, height: 1)) {
            canvas.write("日本語x", column: -2, row: 0)
        }
        #expect(canvas.buffer.plainText == "本語x")
    }

    @Test("nested regions intersect")
    func nesting() {
        let canvas = Canvas(size: TerminalSize(columns: 10, rows: 2))
        canvas.within(Rect(x: 1, y: 0, width: 5, height: 2)) {
            canvas.within(Rect(x: 3, y: 1, width: 10, height: 1)) {
                canvas.fill(Rect(x: 0, y: 0, width: 10, height: 1), style: .reversed)
            }
        }
        #expect(canvas.buffer[4, 1].style == .reversed)
        #expect(canvas.buffer[5, 1].style == .reversed)
        #expect(canvas.buffer[6, 1].style == .plain)
    }
}
