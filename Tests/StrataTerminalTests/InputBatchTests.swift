import StrataCore
import Testing
@testable import StrataTerminal

/// Input that arrives together — one read of the terminal: a paste without bracketed paste, or keys
/// typed faster than they are read. The work it causes is counted (change events, layout passes,
/// frames), never timed.
@Suite("Application: input that arrives together")
@MainActor
struct InputBatchTests {
    /// A screen with a text field that counts its layout passes.
    final class CountingView: View {
        let field = TextField()
        var layouts = 0

        override init() {
            super.init()
            addSubview(field)
        }

        override func layoutSubviews() {
            layouts += 1
            field.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        }
    }

    /// A headless terminal whose input is delivered in the groups it was scripted in, as
    /// ``ANSITerminal`` delivers each read.
    final class BatchedTerminal: Terminal {
        let screen = HeadlessTerminal(size: TerminalSize(columns: 40, rows: 6))
        private var batches: [[InputEvent]] = []

        init(_ batches: [[InputEvent]]) {
            self.batches = batches
        }

        var size: TerminalSize { screen.size }
        func enterInteractiveMode() throws { try screen.enterInteractiveMode() }
        func leaveInteractiveMode() { screen.leaveInteractiveMode() }
        func write(_ bytes: [UInt8]) { screen.write(bytes) }
        func inputEvents() -> AsyncStream<InputEvent> { AsyncStream { $0.finish() } }
        func inputBatches() -> AsyncStream<[InputEvent]> {
            let (stream, continuation) = AsyncStream.makeStream(of: [InputEvent].self)
            for batch in batches { continuation.yield(batch) }
            // No finish: the run ends only by a quit key.
            return stream
        }
    }

    static let floodLength = 100_000

    static func keys(_ text: String) -> [InputEvent] {
        text.map { .key(.character($0)) }
    }

    @Test("100,000 characters that arrive together are one edit: one change event, one layout pass, no frame")
    func floodIsOneEdit() {
        let view = CountingView()
        let app = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 40, rows: 6)), root: HostViewController(content: view))
        app.renderNow()
        let layoutsBefore = view.layouts
        let framesBefore = app.frameCount
        var changes: [Int] = []
        view.field.onChange { changes.append($0.count) }
        app.send(Self.keys(String(repeating: "a", count: Self.floodLength)))
        #expect(changes == [Self.floodLength])
        #expect(view.field.text.count == Self.floodLength)
        #expect(view.field.cursor == Self.floodLength)
        #expect(view.layouts - layoutsBefore <= 1, "one layout pass for the whole run")
        #expect(app.frameCount == framesBefore, "handling input draws nothing; one frame follows later")
        #expect(app.needsRender)
    }

    @Test("keys around a typed run keep their order: editing keys, Enter, and the run between them")
    func runsAndKeysInOrder() {
        let field = TextField()
        var changes: [String] = []
        var submitted: [String] = []
        field.onChange { changes.append($0) }
        field.onSubmit { submitted.append($0) }
        let app = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 40, rows: 6)), root: HostViewController(content: field))
        app.send(Self.keys("hello") + [.key(.backspace), .key(.home)] + Self.keys("¡x") + [.key(.enter), .key(.end)] + Self.keys("e\u{301}"))
        #expect(field.text == "¡xhelle\u{301}")
        #expect(field.text.count == 7, "the combining mark joined its letter")
        #expect(field.cursor == 7)
        #expect(changes == ["hello", "hell", "¡xhell", "¡xhellé"])
        #expect(submitted == ["¡xhell"])
    }

    @Test("a typed run at the cursor joins a combining mark after it, and the cursor stays on a grapheme boundary")
    func insertionJoinsNeighbours() {
        let field = TextField(text: "\u{301}z")
        let app = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 40, rows: 6)), root: HostViewController(content: field))
        app.send(.home)
        app.send(Self.keys("ae"))
        #expect(field.text == "ae\u{301}z")
        #expect(field.text.count == 3)
        #expect(field.cursor == 2)
    }

    @Test("a quit key among keys that arrived together quits before any of them is handled")
    func quitKeyFirst() async throws {
        let field = TextField()
        let terminal = BatchedTerminal([Self.keys("ab") + [.key(.control("c"))] + Self.keys("cd")])
        let app = Application(terminal: terminal, root: HostViewController(content: field))
        try await app.run()
        #expect(field.text == "")
        #expect(!app.isRunning)
        #expect(!terminal.screen.isInteractive, "the terminal was given back")
    }

    @Test("Ctrl-C in the read after a 100,000-character flood ends the run; the flood was one change per read")
    func quitAfterFlood() async throws {
        let field = TextField()
        var changes = 0
        field.onChange { _ in changes += 1 }
        let reads = (0..<25).map { _ in Self.keys(String(repeating: "a", count: Self.floodLength / 25)) }
        let terminal = BatchedTerminal(reads + [[.key(.control("c"))]])
        let app = Application(terminal: terminal, root: HostViewController(content: field))
        try await app.run()
        #expect(changes == 25)
        #expect(field.text.count == Self.floodLength)
        #expect(!terminal.screen.isInteractive)
    }
}
