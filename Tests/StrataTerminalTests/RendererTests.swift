import PropertyBased
import Testing
@testable import StrataTerminal

@Suite("Renderer")
@MainActor
struct RendererTests {
    private func frame(_ lines: [String], columns: Int = 20, style: TextStyle = .plain) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: TerminalSize(columns: columns, rows: lines.count))
        for (row, line) in lines.enumerated() { buffer.write(line, column: 0, row: row, style: style) }
        return buffer
    }

    @Test("the first frame is drawn in full, an identical frame writes nothing")
    func unchangedFrame() {
        var renderer = Renderer()
        let screen = frame(["hello", "world"])
        #expect(!renderer.render(screen).isEmpty)
        #expect(renderer.render(screen).isEmpty)
    }

    @Test("a one-character change writes one move and one character")
    func oneCharacter() {
        var renderer = Renderer()
        _ = renderer.render(frame(["hello", "world"]))
        // The cursor is still after "world": moving back 4 columns is shorter than an absolute move.
        #expect(String(decoding: renderer.render(frame(["hello", "wOrld"])), as: UTF8.self) == "\u{1B}[4DO")
        #expect(String(decoding: renderer.render(frame(["hEllo", "wOrld"])), as: UTF8.self) == "\u{1B}[1;2HE")
    }

    @Test("nearby changes on a row use a relative move, a new row CR LF")
    func relativeMoves() {
        var renderer = Renderer()
        _ = renderer.render(frame(["abcdef", "ghijkl"]))
        let bytes = renderer.render(frame(["aBcdEf", "Ghijkl"]))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;2HB\u{1B}[2CE\r\nG")
    }

    @Test("style changes emit only the attributes that change, and reset at the end")
    func minimalSGR() {
        var renderer = Renderer()
        _ = renderer.render(frame(["    "]))
        var next = frame(["    "])
        next.write("a", column: 0, row: 0, style: .bold)
        next.write("b", column: 1, row: 0, style: TextStyle(isBold: true, isUnderlined: true))
        next.write("c", column: 2, row: 0, style: .underlined)
        let output = String(decoding: renderer.render(next), as: UTF8.self)
        #expect(output == "\u{1B}[H\u{1B}[1ma\u{1B}[4mb\u{1B}[22mc\u{1B}[0m")
    }

    @Test("NO_COLOR drops colours but keeps attributes")
    func noColor() {
        #expect(!Renderer.colorsEnabled(environment: ["NO_COLOR": "1"]))
        #expect(Renderer.colorsEnabled(environment: ["NO_COLOR": ""]))
        #expect(Renderer.colorsEnabled(environment: [:]))
        var renderer = Renderer(colorsEnabled: false)
        let output = String(decoding: renderer.render(frame(["x"], columns: 1, style: TextStyle(isBold: true, foreground: .red))), as: UTF8.self)
        #expect(output.contains("\u{1B}[1m"))
        #expect(!output.contains("31"))
    }

    @Test("256-colour and bright colours use their SGR forms")
    func colours() {
        #expect(TextStyle.plain.sgrTransition(to: TextStyle.plain.foreground(.palette(200))) == [38, 5, 200])
        #expect(TextStyle.plain.sgrTransition(to: TextStyle.plain.background(.standard(9))) == [101])
        #expect(TextStyle.plain.foreground(.red).sgrTransition(to: .plain) == [0])
    }

    @Test("a one-line change on a full 200×60 screen writes under 2 KB")
    func oneLineOnLargeScreen() {
        var renderer = Renderer()
        let lines = (0..<60).map { row in String(repeating: "行\(row % 10)", count: 66) }
        _ = renderer.render(frame(lines, columns: 200))
        var changed = lines
        changed[30] = String(repeating: "改\(7)", count: 66)
        let bytes = renderer.render(frame(changed, columns: 200))
        #expect(bytes.count < 2048)
        #expect(bytes.count > 0)
    }

    @Test("after any sequence of frames the terminal shows the last one", .tags(.property))
    func diffIsFaithful() async {
        let pieces = ["a", "b", "日", "本", " ", "😀", "é"]
        let styles: [TextStyle] = [.plain, .bold, .reversed, TextStyle.dim.foreground(.green), .underlined]
        await propertyCheck(
            count: 200,
            input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).array(of: 1...5),
            Gen.int(in: 0...(styles.count - 1)).array(of: 1...5)
        ) { frames, styleIndices in
            await MainActor.run {
                let size = TerminalSize(columns: 9, rows: 3)
                let terminal = HeadlessTerminal(size: size)
                var renderer = Renderer()
                var last = ScreenBuffer(size: size)
                for (index, picks) in frames.enumerated() {
                    var buffer = ScreenBuffer(size: size)
                    let text = picks.map { pieces[$0] }
                    for (offset, row) in stride(from: 0, to: text.count, by: 9).enumerated() where offset < 3 {
                        buffer.write(text[row..<min(text.count, row + 9)].joined(), column: offset, row: offset, style: styles[styleIndices[index % styleIndices.count]])
                    }
                    terminal.write(renderer.render(buffer))
                    last = buffer
                }
                #expect(terminal.screen.styledText == last.styledText)
            }
        }
    }
}
