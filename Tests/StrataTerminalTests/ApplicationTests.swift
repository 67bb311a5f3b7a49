import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("Application")
@MainActor
struct ApplicationTests {
    @Test("a window smaller than the minimum shows a message until it grows")
    func tooSmall() {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 4))
        let host = HostViewController(content: Label("content"))
        let app = Application(terminal: terminal, root: host, minimumSize: TerminalSize(columns: 40, rows: 10))
        app.renderNow()
        GoldenSnapshot.assertMatches(terminal.plainText, named: "application-too-small")
        terminal.resize(to: TerminalSize(columns: 40, rows: 10))
        app.send(.resize(TerminalSize(columns: 40, rows: 10)))
        app.renderNow()
        #expect(terminal.plainText.hasPrefix("content"))
    }

    @Test("running again after a stop calls didResume once per resume, and redraws the whole screen; keys and resizes do not call it")
    func resumed() async throws {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5))
        let app = Application(terminal: terminal, root: HostViewController(content: Label("content")))
        var resumes = 0
        app.didResume = { resumes += 1 }
        app.renderNow()
        var mark = terminal.bytesWritten
        app.renderNow()
        let unchangedFrame = terminal.bytesWritten - mark
        app.send(.resumed)
        #expect(resumes == 1)
        mark = terminal.bytesWritten
        app.renderNow()
        #expect(terminal.bytesWritten - mark > unchangedFrame, "the frame after a resume is drawn in full")
        #expect(String(decoding: terminal.lastWrite, as: UTF8.self).contains("content"))

        terminal.enqueue(.key(.character("x")), .resize(TerminalSize(columns: 30, rows: 5)), .resumed, .resumed, .key(.control("c")))
        try await app.run()
        #expect(resumes == 3)
    }

    @Test("run enters and leaves interactive mode, handles scripted keys, and quits on Ctrl-C")
    func runLoop() async throws {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5))
        let field = TextField()
        let app = Application(terminal: terminal, root: HostViewController(content: field))
        terminal.enqueue(keys: [.character("h"), .character("i"), .control("c"), .character("!")])
        try await app.run()
        #expect(field.text == "hi")
        #expect(!terminal.isInteractive)
        #expect(!app.isRunning)
        #expect(app.frameCount >= 1)
    }

    @Test("run ends when input ends, and quit() from an action ends it too")
    func quitting() async throws {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5))
        let button = Button(title: "Quit")
        let app = Application(terminal: terminal, root: HostViewController(content: button))
        button.addAction { app.quit() }
        terminal.enqueue(keys: [.enter])
        try await app.run()
        #expect(!app.isRunning)

        let other = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5))
        let second = Application(terminal: other, root: HostViewController())
        other.finishInput()
        try await second.run()
        #expect(!other.isInteractive)
    }

    @Test("changes ask for a frame; rendering clears the request and writes only differences")
    func renderRequests() {
        let label = Label("one")
        let harness = Harness(label)
        harness.app.renderNow()
        #expect(!harness.app.needsRender)
        label.text = "two"
        #expect(harness.app.needsRender)
        harness.app.renderNow()
        let written = harness.terminal.bytesWritten
        harness.app.renderNow()
        #expect(harness.terminal.bytesWritten == written, "an unchanged frame writes nothing")
    }

    @Test("work started with task(_:) triggers a frame when it completes, while running")
    func asyncWork() async throws {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5))
        let label = Label("loading")
        let app = Application(terminal: terminal, root: HostViewController(content: label))
        let running = Task { try await app.run() }
        await Task.yield()
        await app.task { label.text = "loaded" }.value
        for _ in 0..<200 where !terminal.plainText.hasPrefix("loaded") {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(terminal.plainText.hasPrefix("loaded"))
        terminal.finishInput()
        try await running.value
    }
}
