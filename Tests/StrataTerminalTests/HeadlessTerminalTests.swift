import Testing
@testable import StrataTerminal

@Suite("HeadlessTerminal")
@MainActor
struct HeadlessTerminalTests {
    private func write(_ text: String, to terminal: HeadlessTerminal) {
        terminal.write(Array(text.utf8))
    }

    @Test("interprets cursor moves, text, styles and clears like a terminal")
    func interpreter() {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 10, rows: 3))
        write("\u{1B}[?1049h\u{1B}[2;3H\u{1B}[1mab\u{1B}[0m\u{1B}[2C日\r\nx", to: terminal)
        #expect(terminal.isAlternateScreen)
        #expect(terminal.plainText == "\n  ab  日\nx")
        #expect(terminal.styledText.components(separatedBy: "\n")[1].hasPrefix("  [bold]ab[/]"))
        write("\u{1B}[2J", to: terminal)
        #expect(terminal.plainText == "\n\n")
        #expect(terminal.bytesWritten > 0)
    }

    @Test("an escape sequence split across writes is completed by the next write")
    func splitWrites() {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 5, rows: 2))
        write("\u{1B}[2", to: terminal)
        write(";2Hz", to: terminal)
        #expect(terminal.plainText == "\n z")
    }

    @Test("scripted input is delivered in order and ends when finished")
    func scriptedInput() async {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 5, rows: 2))
        terminal.enqueue(keys: [.character("a"), .enter])
        terminal.resize(to: TerminalSize(columns: 8, rows: 3))
        terminal.finishInput()
        var events: [InputEvent] = []
        for await event in terminal.inputEvents() { events.append(event) }
        #expect(events == [.key(.character("a")), .key(.enter), .resize(TerminalSize(columns: 8, rows: 3))])
        #expect(terminal.size == TerminalSize(columns: 8, rows: 3))
    }

    @Test("keys describe themselves for the status line")
    func keyDescriptions() {
        #expect(Key.control("c").description == "^C")
        #expect(Key.pageDown.description == "PgDn")
        #expect(Key.function(5).description == "F5")
        #expect(Key.character("日").description == "日")
    }
}
