import Foundation

/// The process's real terminal, driven with ANSI escape sequences.
///
/// Entering interactive mode switches the TTY to raw mode (termios), the alternate screen, a hidden
/// cursor and bracketed paste. The terminal is restored on ``leaveInteractiveMode()``, on normal
/// exit, on SIGINT / SIGTERM / SIGHUP / SIGQUIT and on crashes (SIGSEGV, SIGABRT, SIGBUS, SIGILL,
/// SIGFPE, SIGTRAP), from signal handlers that use only async-signal-safe calls and then let the
/// signal take its usual effect. Window size changes (SIGWINCH) arrive as ``InputEvent/resize(_:)``.
/// Job control works as in other full-screen programs: Ctrl-Z (or SIGTSTP) gives the terminal back
/// to the shell and stops; `fg` (SIGCONT) takes it back, redraws the screen and delivers
/// ``InputEvent/resumed``, so the app can refresh what went stale meanwhile. A SIGTSTP from
/// outside (`kill -TSTP`) waits for the frame being written, so none of it lands on the shell's screen.
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
        guard SystemCalls.standardStreamsAreTerminals else {
            throw TerminalError.notATerminal
        }
    }

    public var size: TerminalSize { Self.currentSize() }

    public func enterInteractiveMode() throws {
        guard !isInteractive else { return }
        let original = try SystemCalls.terminalAttributes()
        let raw = SystemCalls.raw(original)
        TerminalRestoration.arm(restoring: original, raw: raw, enterSequence: Self.enterSequence)
        do {
            try SystemCalls.setTerminalAttributes(raw)
        } catch {
            TerminalRestoration.restore()
            throw error
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
        SystemCalls.writeToStandardOutput(bytes)
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
        let reader = InputReader(deliver: deliver, finish: finish, stop: {
            Task { @MainActor in TerminalRestoration.suspend() }
        })
        self.reader = reader
        Thread.detachNewThread { reader.run() }
    }

    /// The window size of standard output, or 80×24 if it cannot be read.
    nonisolated static func currentSize() -> TerminalSize {
        guard let size = SystemCalls.windowSize() else { return TerminalSize(columns: 80, rows: 24) }
        return TerminalSize(columns: size.columns, rows: size.rows)
    }
}

/// Reads standard input on a thread of its own and turns it into events, delivered per read. It
/// also passes on a stop asked for from outside (`kill -TSTP`), which waits for it so that the
/// process stops between frames, never in the middle of one.
private final class InputReader: @unchecked Sendable {
    private let deliver: @Sendable ([InputEvent]) -> Void
    private let finish: @Sendable () -> Void
    private let stopProcess: @Sendable () -> Void
    private let lock = NSLock()
    private var stopped = false

    init(deliver: @escaping @Sendable ([InputEvent]) -> Void, finish: @escaping @Sendable () -> Void, stop: @escaping @Sendable () -> Void) {
        self.deliver = deliver
        self.finish = finish
        self.stopProcess = stop
    }

    func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    func run() {
        SystemCalls.deferStops(true)
        defer {
            SystemCalls.deferStops(false)
            finish()
        }
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !isStopped {
            // A pending Escape is reported after 25 ms of silence; otherwise wake every 50 ms to
            // notice a stop request, a window change or a continue after a stop.
            let wait = SystemCalls.waitForStandardInput(milliseconds: decoder.hasPendingInput ? 25 : 50)
            if SystemCalls.takeWindowChange() {
                deliver([.resize(ANSITerminal.currentSize())])
            }
            if SystemCalls.takeContinue() {
                deliver([.resumed])
            }
            if SystemCalls.takeStopRequest() {
                stopProcess()
            }
            switch wait {
            case .readable:
                switch SystemCalls.readStandardInput(into: &buffer) {
                case .bytes(let count):
                    let events = decoder.decode(buffer[0..<count])
                    if !events.isEmpty { deliver(events) }
                case .interrupted:
                    break
                case .ended:
                    return
                }
            case .timedOut:
                if decoder.hasPendingInput {
                    let events = decoder.flush()
                    if !events.isEmpty { deliver(events) }
                }
            case .interrupted:
                break
            case .failed:
                return
            }
        }
    }
}
