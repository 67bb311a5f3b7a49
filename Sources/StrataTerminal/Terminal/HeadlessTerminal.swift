/// An in-memory terminal for tests: a screen of cells, scripted input, text snapshots.
///
/// It interprets the bytes an ``Application`` writes — cursor moves, SGR styles, text — like a real
/// terminal would, so a snapshot shows what a user would see, and a renderer bug shows up as a
/// wrong screen.
///
/// ```swift
/// let terminal = HeadlessTerminal(size: TerminalSize(columns: 40, rows: 10))
/// let app = Application(terminal: terminal, root: MyViewController())
/// app.send(.down, .enter)
/// app.renderNow()
/// #expect(terminal.plainText.contains("Selected: 2"))
/// ```
@MainActor
public final class HeadlessTerminal: Terminal {
    /// The current size.
    public private(set) var size: TerminalSize
    /// What the screen shows.
    public private(set) var screen: ScreenBuffer
    /// Whether the application put the terminal in interactive mode and has not left it.
    public private(set) var isInteractive = false
    /// Whether the alternate screen is on (as the renderer's output asked).
    public private(set) var isAlternateScreen = false
    /// The total number of bytes written.
    public private(set) var bytesWritten = 0
    /// The bytes of the most recent write.
    public private(set) var lastWrite: [UInt8] = []

    private var cursorColumn = 0
    private var cursorRow = 0
    private var style = TextStyle.plain
    private var pendingBytes: [UInt8] = []
    private var scriptedEvents: [InputEvent] = []
    private var continuation: AsyncStream<InputEvent>.Continuation?
    private var inputFinished = false

    /// Creates a terminal of `size` with a blank screen.
    public init(size: TerminalSize) {
        self.size = size
        screen = ScreenBuffer(size: size)
    }

    /// The screen as plain text, one line per row, trailing spaces removed.
    public var plainText: String { screen.plainText }

    /// The screen as text with style tags (`[bold reverse]…[/]`).
    public var styledText: String { screen.styledText }

    /// Changes the size, keeping the overlapping part of the screen, and delivers a resize event.
    public func resize(to newSize: TerminalSize) {
        var resized = ScreenBuffer(size: newSize)
        for row in 0..<min(size.rows, newSize.rows) {
            for column in 0..<min(size.columns, newSize.columns) where !screen[column, row].isContinuation {
                let cell = screen[column, row]
                resized.write(String(cell.character), column: column, row: row, style: cell.style)
            }
        }
        size = newSize
        screen = resized
        enqueue(.resize(newSize))
    }

    /// Queues input events for ``inputEvents()``.
    public func enqueue(_ events: InputEvent...) {
        for event in events {
            if let continuation { continuation.yield(event) } else { scriptedEvents.append(event) }
        }
    }

    /// Queues key presses for ``inputEvents()``.
    public func enqueue(keys: [Key]) {
        for key in keys { enqueue(.key(key)) }
    }

    /// Ends the input stream once the queued events are consumed, as closing a real terminal would.
    public func finishInput() {
        inputFinished = true
        continuation?.finish()
    }

    public func enterInteractiveMode() throws {
        isInteractive = true
    }

    public func leaveInteractiveMode() {
        isInteractive = false
        isAlternateScreen = false
    }

    public func inputEvents() -> AsyncStream<InputEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: InputEvent.self)
        for event in scriptedEvents { continuation.yield(event) }
        scriptedEvents.removeAll()
        if inputFinished {
            continuation.finish()
        } else {
            self.continuation = continuation
        }
        return stream
    }

    public func write(_ bytes: [UInt8]) {
        bytesWritten += bytes.count
        lastWrite = bytes
        interpret(pendingBytes + bytes)
    }

    // MARK: - A small ANSI interpreter

    private func interpret(_ bytes: [UInt8]) {
        pendingBytes = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            for character in String(decoding: text, as: UTF8.self) { put(character) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                flushText()
                guard index + 1 < bytes.count else {
                    pendingBytes = Array(bytes[index...])
                    return
                }
                guard bytes[index + 1] == UInt8(ascii: "[") else {
                    index += 2
                    continue
                }
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else {
                    pendingBytes = Array(bytes[index...])
                    return
                }
                performCSI(parameters: String(decoding: bytes[(index + 2)..<end], as: UTF8.self), final: bytes[end])
                index = end + 1
            case 0x0D:
                flushText()
                cursorColumn = 0
                index += 1
            case 0x0A:
                flushText()
                cursorRow = min(size.rows - 1, cursorRow + 1)
                index += 1
            default:
                text.append(byte)
                index += 1
            }
        }
        flushText()
    }

    private func put(_ character: Character) {
        let width = DisplayWidth.of(character)
        guard width > 0 else { return }
        if cursorColumn >= size.columns {
            cursorColumn = 0
            cursorRow = min(size.rows - 1, cursorRow + 1)
        }
        screen.write(String(character), column: cursorColumn, row: cursorRow, style: style)
        cursorColumn += width
    }

    private func performCSI(parameters: String, final: UInt8) {
        let isPrivate = parameters.hasPrefix("?")
        let numbers = parameters.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        switch final {
        case UInt8(ascii: "H"):
            cursorRow = min(max(0, number(0, default: 1) - 1), size.rows - 1)
            cursorColumn = min(max(0, number(1, default: 1) - 1), size.columns - 1)
        case UInt8(ascii: "A"): cursorRow = max(0, cursorRow - number(0, default: 1))
        case UInt8(ascii: "B"): cursorRow = min(size.rows - 1, cursorRow + number(0, default: 1))
        case UInt8(ascii: "C"): cursorColumn = min(size.columns - 1, cursorColumn + number(0, default: 1))
        case UInt8(ascii: "D"): cursorColumn = max(0, min(cursorColumn, size.columns) - number(0, default: 1))
        case UInt8(ascii: "J"):
            if number(0, default: 0) == 2 { screen = ScreenBuffer(size: size) }
        case UInt8(ascii: "K"):
            screen.fill(Rect(x: cursorColumn, y: cursorRow, width: size.columns - cursorColumn, height: 1))
        case UInt8(ascii: "m"):
            applySGR(numbers.map { $0 ?? 0 })
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            if isPrivate, numbers.contains(1049) { isAlternateScreen = final == UInt8(ascii: "h") }
        default:
            break
        }
    }

    private func applySGR(_ codes: [Int]) {
        var index = 0
        let codes = codes.isEmpty ? [0] : codes
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: style = .plain
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 4: style.isUnderlined = true
            case 7: style.isReversed = true
            case 22: style.isBold = false; style.isDim = false
            case 24: style.isUnderlined = false
            case 27: style.isReversed = false
            case 30...37: style.foreground = .standard(UInt8(code - 30))
            case 90...97: style.foreground = .standard(UInt8(code - 90 + 8))
            case 39: style.foreground = nil
            case 40...47: style.background = .standard(UInt8(code - 40))
            case 100...107: style.background = .standard(UInt8(code - 100 + 8))
            case 49: style.background = nil
            case 38, 48:
                if index + 2 < codes.count, codes[index + 1] == 5 {
                    let color = TerminalColor.palette(UInt8(clamping: codes[index + 2]))
                    if code == 38 { style.foreground = color } else { style.background = color }
                    index += 2
                }
            default: break
            }
            index += 1
        }
    }
}
