#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The process's real terminal, driven with ANSI escape sequences.
///
/// Entering interactive mode switches the TTY to raw mode (termios), the alternate screen, a hidden
/// cursor and bracketed paste. The terminal is restored on ``leaveInteractiveMode()``, on normal
/// exit, on SIGINT / SIGTERM / SIGHUP / SIGQUIT and on crashes (SIGSEGV, SIGABRT, SIGBUS, SIGILL,
/// SIGFPE, SIGTRAP), from signal handlers that use only async-signal-safe calls and then let the
/// signal take its usual effect. Window size changes (SIGWINCH) arrive as ``InputEvent/resize(_:)``.
/// Job control works as in other full-screen programs: Ctrl-Z (or SIGTSTP) gives the terminal back
/// to the shell and stops; `fg` (SIGCONT) takes it back and redraws the screen.
///
/// Creating one fails with ``TerminalError/notATerminal`` when standard input or output is not a TTY.
@MainActor
public final class ANSITerminal: Terminal {
    private static let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

    private var reader: InputReader?
    private var isInteractive = false

    /// Opens the process's terminal.
    ///
    /// - Throws: ``TerminalError/notATerminal`` if standard input or output is not a TTY.
    public init() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError.notATerminal
        }
    }

    public var size: TerminalSize { Self.currentSize() }

    public func enterInteractiveMode() throws {
        guard !isInteractive else { return }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw TerminalError.systemCallFailed(operation: "tcgetattr", code: errno)
        }
        var raw = original
        cfmakeraw(&raw)
        TerminalRestoration.arm(restoring: original, raw: raw, enterSequence: Self.enterSequence)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            TerminalRestoration.restore()
            throw TerminalError.systemCallFailed(operation: "tcsetattr", code: code)
        }
        isInteractive = true
        write(Self.enterSequence)
    }

    public func leaveInteractiveMode() {
        reader?.stop()
        reader = nil
        guard isInteractive else { return }
        isInteractive = false
        TerminalRestoration.restore()
    }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeToDescriptor(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
    }

    public func inputEvents() -> AsyncStream<InputEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: InputEvent.self)
        startReading(deliver: { events in for event in events { continuation.yield(event) } }, finish: { continuation.finish() })
        return stream
    }

    /// The events of each read of standard input, together.
    public func inputBatches() -> AsyncStream<[InputEvent]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [InputEvent].self)
        startReading(deliver: { events in continuation.yield(events) }, finish: { continuation.finish() })
        return stream
    }

    private func startReading(deliver: @escaping @Sendable ([InputEvent]) -> Void, finish: @escaping @Sendable () -> Void) {
        reader?.stop()
        let reader = InputReader(deliver: deliver, finish: finish)
        self.reader = reader
        Thread.detachNewThread { reader.run() }
    }

    /// The window size of standard output, or 80×24 if it cannot be read.
    nonisolated static func currentSize() -> TerminalSize {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}

/// `write(2)`, named apart from ``ANSITerminal/write(_:)``.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Reads standard input on a thread of its own and turns it into events, delivered per read.
private final class InputReader: @unchecked Sendable {
    private let deliver: @Sendable ([InputEvent]) -> Void
    private let finish: @Sendable () -> Void
    private let lock = NSLock()
    private var stopped = false

    init(deliver: @escaping @Sendable ([InputEvent]) -> Void, finish: @escaping @Sendable () -> Void) {
        self.deliver = deliver
        self.finish = finish
    }

    func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    func run() {
        defer { finish() }
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !isStopped {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            // A pending Escape is reported after 25 ms of silence; otherwise wake every 50 ms to
            // notice a stop request or a window change.
            let ready = poll(&descriptor, 1, decoder.hasPendingInput ? 25 : 50)
            if terminalWindowDidChange != 0 {
                terminalWindowDidChange = 0
                deliver([.resize(ANSITerminal.currentSize())])
            }
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count > 0 {
                    let events = decoder.decode(buffer[0..<count])
                    if !events.isEmpty { deliver(events) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    return
                }
            } else if ready == 0, decoder.hasPendingInput {
                let events = decoder.flush()
                if !events.isEmpty { deliver(events) }
            } else if ready < 0, errno != EINTR {
                return
            }
        }
    }
}
