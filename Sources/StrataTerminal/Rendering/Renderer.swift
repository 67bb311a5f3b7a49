/// Turns frames into the bytes that update a terminal, writing only what changed.
///
/// Keep one renderer per terminal. Each call of ``render(_:)`` compares the new frame with the
/// previous one and emits, for changed cells only, the shortest cursor movement (nothing when the
/// cursor is already there, a relative move on the same row, CR LF to the next row, an absolute move
/// otherwise) and the smallest SGR change. The first frame, a frame of a new size, or a frame after
/// ``invalidate()`` clears the screen and draws everything.
public struct Renderer: Sendable {
    /// Whether colours are written. `false` when the `NO_COLOR` environment variable is set; the
    /// other attributes are still written.
    public var colorsEnabled: Bool

    private var previous: ScreenBuffer?
    private var cursorColumn: Int?
    private var cursorRow: Int?
    private var currentStyle: TextStyle?

    /// Creates a renderer.
    ///
    /// - Parameter colorsEnabled: Whether colours are written; see ``colorsEnabled(environment:)``.
    public init(colorsEnabled: Bool = true) {
        self.colorsEnabled = colorsEnabled
    }

    /// Whether an environment allows colours: `false` when `NO_COLOR` is set to a non-empty value
    /// (see no-color.org).
    public static func colorsEnabled(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Forgets what the screen shows, so the next frame is drawn in full (after a resize, or when
    /// something else wrote to the terminal).
    public mutating func invalidate() {
        previous = nil
        cursorColumn = nil
        cursorRow = nil
        currentStyle = nil
    }

    /// The bytes that change the screen from the previous frame to `frame`.
    public mutating func render(_ frame: ScreenBuffer) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        let old: ScreenBuffer
        if let previous, previous.size == frame.size {
            old = previous
        } else {
            output += Array("\u{1B}[0m\u{1B}[2J".utf8)
            currentStyle = .plain
            cursorColumn = nil
            cursorRow = nil
            old = ScreenBuffer(size: frame.size)
        }
        let columns = frame.size.columns
        let newCells = frame.cells
        let oldCells = old.cells
        for row in 0..<frame.size.rows {
            let rowStart = row * columns
            var column = 0
            while column < columns {
                let cell = newCells[rowStart + column]
                if cell.isContinuation || cell == oldCells[rowStart + column] {
                    column += 1
                    continue
                }
                move(to: column, row: row, output: &output)
                setStyle(cell.style, output: &output)
                cell.grapheme.appendUTF8(to: &output)
                let advance = Int(cell.width)
                if column + advance >= columns {
                    cursorColumn = nil
                    cursorRow = nil
                } else {
                    cursorColumn = column + advance
                }
                column += max(1, advance)
            }
        }
        if currentStyle != .plain, !output.isEmpty {
            setStyle(.plain, output: &output)
        }
        previous = frame
        return output
    }

    private mutating func move(to column: Int, row: Int, output: inout [UInt8]) {
        defer {
            cursorColumn = column
            cursorRow = row
        }
        if let cursorRow, let cursorColumn {
            if cursorRow == row {
                if cursorColumn == column { return }
                let distance = abs(column - cursorColumn)
                Self.appendCSI(distance == 1 ? [] : [distance], final: column > cursorColumn ? "C" : "D", to: &output)
                return
            }
            if row == cursorRow + 1, column == 0 {
                output += [0x0D, 0x0A]
                return
            }
        }
        Self.appendCSI(row == 0 && column == 0 ? [] : [row + 1, column + 1], final: "H", to: &output)
    }

    private mutating func setStyle(_ style: TextStyle, output: inout [UInt8]) {
        let target = colorsEnabled ? style : style.withoutColors
        let parameters = (currentStyle ?? TextStyle(isBold: true, isDim: true, isUnderlined: true, isReversed: true))
            .sgrTransition(to: target)
        currentStyle = target
        guard !parameters.isEmpty else { return }
        Self.appendCSI(parameters, final: "m", to: &output)
    }

    /// Appends `ESC [ p1 ; p2 … final`, writing the numbers' digits directly (no strings).
    private static func appendCSI(_ parameters: [Int], final: Unicode.Scalar, to output: inout [UInt8]) {
        output.append(0x1B)
        output.append(0x5B)
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { output.append(0x3B) }
            appendDecimal(parameter, to: &output)
        }
        output.append(UInt8(final.value))
    }

    private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        guard value >= 10 else {
            output.append(0x30 + UInt8(max(0, value)))
            return
        }
        appendDecimal(value / 10, to: &output)
        output.append(0x30 + UInt8(value % 10))
    }
}
