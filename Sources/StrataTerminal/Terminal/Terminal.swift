/// A screen that an ``Application`` draws on and reads keys from.
///
/// Two implementations ship with Strata: ``ANSITerminal`` for a real terminal, and
/// ``HeadlessTerminal`` — in-memory cells with scripted input — for tests. Write your own to embed
/// Strata elsewhere (a remote session, a recording).
@MainActor
public protocol Terminal: AnyObject {
    /// The current size of the screen in cells.
    var size: TerminalSize { get }

    /// Takes over the screen: raw input, alternate screen, hidden cursor. Called once before drawing.
    func enterInteractiveMode() throws

    /// Gives the screen back exactly as it was. Safe to call more than once.
    func leaveInteractiveMode()

    /// Writes bytes produced by the renderer (text and ANSI escape sequences).
    func write(_ bytes: [UInt8])

    /// The stream of input events. It finishes when input ends (end of file, or a script ran out).
    func inputEvents() -> AsyncStream<InputEvent>

    /// The same events, grouped as they arrived: each element holds the events of one read of the
    /// input. ``Application/run()`` reads this stream, so that it can act on a quit key before the
    /// rest of what came with it and handle a run of typed characters as one edit. The default
    /// delivers each event of ``inputEvents()`` on its own; implement it when input is read in
    /// chunks, as ``ANSITerminal`` does.
    func inputBatches() -> AsyncStream<[InputEvent]>
}

extension Terminal {
    /// Each event of ``inputEvents()`` as a group of its own.
    public func inputBatches() -> AsyncStream<[InputEvent]> {
        let events = EventIterator(inputEvents().makeAsyncIterator())
        return AsyncStream { await events.next().map { [$0] } }
    }
}

/// The iterator of an event stream, shared with the closure of the stream that groups its events.
/// That closure is called for one element at a time, never concurrently.
private final class EventIterator: @unchecked Sendable {
    private var iterator: AsyncStream<InputEvent>.Iterator

    init(_ iterator: AsyncStream<InputEvent>.Iterator) {
        self.iterator = iterator
    }

    func next() async -> InputEvent? {
        await iterator.next()
    }
}

/// Something that arrived from the terminal: a key, pasted text, a new window size, or the process
/// running again after a stop.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// Text pasted while bracketed paste was on; delivered in one piece, never as keys.
    case paste(String)
    /// The window changed size.
    case resize(TerminalSize)
    /// The process runs again after a stop (`fg` or SIGCONT after Ctrl-Z or SIGTSTP): the
    /// terminal's counterpart of an iOS app becoming active again. Time passed while it was
    /// stopped, so what the screen shows may be out of date; ``Application`` hands it to
    /// ``Application/didResume`` (the screen is redrawn in full anyway, as after a resize).
    case resumed
}

/// The size of a terminal screen, in character cells.
///
/// Use it wherever a width and a height in cells travel together: a terminal's current size, the
/// minimum size an application needs, the size of a ``ScreenBuffer``.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// Creates a size; negative values are clamped to zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Whether this size is at least `other` in both directions.
    public func contains(_ other: TerminalSize) -> Bool {
        columns >= other.columns && rows >= other.rows
    }

    public var description: String { "\(columns)×\(rows)" }
}

/// Why a terminal could not be used.
///
/// Applications catch it around ``Application/run(root:)`` and print ``description`` instead of
/// crashing or leaving a garbled shell.
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Standard input or standard output is not a terminal (the program runs in a pipe, under a
    /// redirect, or in CI).
    case notATerminal
    /// A terminal system call failed; `operation` names it and `code` is `errno`.
    case systemCallFailed(operation: String, code: Int32)

    public var description: String {
        switch self {
        case .notATerminal:
            "This program needs an interactive terminal: standard input and output must be a TTY."
        case .systemCallFailed(let operation, let code):
            "The terminal could not be set up: \(operation) failed (errno \(code))."
        }
    }
}
