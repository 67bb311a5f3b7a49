import StrataTerminal

/// A terminal that only counts the bytes it is given, as a pty does from the app's side.
///
/// The scroll benchmark measures the app's frame: key handling, layout, drawing, diffing and
/// handing the bytes to the terminal. A real terminal decodes those bytes in *another* process
/// (the terminal emulator); `HeadlessTerminal` decodes them in-process because tests read its
/// screen back, so measuring with it adds an ANSI interpreter to the app's frame that the app
/// never runs. This sink costs what `write(2)` costs the app's code: nothing beyond the call.
@MainActor
final class ByteCountingTerminal: Terminal {
    let size: TerminalSize
    private(set) var bytesWritten = 0
    private(set) var lastWriteCount = 0

    init(size: TerminalSize) {
        self.size = size
    }

    func enterInteractiveMode() throws {}

    func leaveInteractiveMode() {}

    func write(_ bytes: [UInt8]) {
        bytesWritten += bytes.count
        lastWriteCount = bytes.count
    }

    func inputEvents() -> AsyncStream<InputEvent> {
        AsyncStream { $0.finish() }
    }
}
