/// A grid of ``Cell``s: what a frame looks like, before it is written to a terminal.
///
/// Views draw into a screen buffer (through a ``Canvas``); the ``Renderer`` compares it with the
/// previous frame and writes only the difference. Writing keeps wide characters consistent: a wide
/// character never hangs over the right edge (it becomes a space), and overwriting half of a wide
/// character blanks its other half, so a line can never be corrupted.
public struct ScreenBuffer: Hashable, Sendable {
    /// The size of the grid.
    public private(set) var size: TerminalSize
    /// The cells, row after row.
    private(set) var cells: [Cell]

    /// Creates a buffer of blank cells.
    public init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// The cell at `column`, `row`. Out-of-range positions read as blank.
    public subscript(column: Int, row: Int) -> Cell {
        guard column >= 0, row >= 0, column < size.columns, row < size.rows else { return .blank }
        return cells[row * size.columns + column]
    }

    /// Writes `text` from `column` on `row`, clipped to columns below `limit` (the buffer's width if
    /// `nil`). Returns the column after the last one written.
    ///
    /// With a `truncationMark` (such as `…`), text that does not fit ends with the mark in the last
    /// column it may use, as UIKit truncates a label's tail, so a reader can tell a cut line from a
    /// whole one. Text that fits is written as is. The text is walked once either way.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, column: Int, row: Int, style: TextStyle, limit: Int? = nil,
        truncationMark: Character? = nil
    ) -> Int {
        let end = min(limit ?? size.columns, size.columns)
        guard row >= 0, row < size.rows else { return column }
        var x = column
        var isCut = false
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x >= end {
                isCut = true
                break
            }
            if x < 0 {
                x += width
                continue
            }
            if width == 2 && x + 1 >= end {
                put(Cell(spaceWidth: 1, style: style), column: x, row: row)
                x += 1
                isCut = true
                break
            }
            put(Cell(character: character, width: UInt8(width), style: style), column: x, row: row)
            if width == 2 {
                put(.continuation(style: style), column: x + 1, row: row)
            }
            x += width
        }
        if isCut, let truncationMark {
            markTruncation(truncationMark, at: end - 1, from: column, row: row, style: style)
        }
        return x
    }

    /// Puts `mark` in `column` (the last one a cut text may use), unless that is left of where the
    /// text started. Half of a wide character under it is blanked by ``put(_:column:row:)``.
    private mutating func markTruncation(_ mark: Character, at column: Int, from start: Int, row: Int, style: TextStyle) {
        guard column >= max(start, 0), column < size.columns else { return }
        let width = DisplayWidth.of(mark)
        guard width == 1 else { return }
        put(Cell(character: mark, width: 1, style: style), column: column, row: row)
    }

    /// Fills `rect` with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: TextStyle = .plain) {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: size.columns, height: size.rows))
        guard !clipped.isEmpty else { return }
        let blank = Cell(spaceWidth: 1, style: style)
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX {
                put(blank, column: column, row: row)
            }
        }
    }

    /// Changes the style of the cells in `rect`, keeping their characters.
    public mutating func restyle(_ rect: Rect, _ transform: (TextStyle) -> TextStyle) {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: size.columns, height: size.rows))
        guard !clipped.isEmpty else { return }
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX {
                cells[row * size.columns + column].style = transform(cells[row * size.columns + column].style)
            }
        }
    }

    /// The screen as plain text, one line per row, trailing spaces removed.
    public var plainText: String {
        (0..<size.rows).map { row in
            var bytes: [UInt8] = []
            for column in 0..<size.columns where !self[column, row].isContinuation {
                self[column, row].grapheme.appendUTF8(to: &bytes)
            }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }.joined(separator: "\n")
    }

    /// The screen as text with style tags such as `[bold reverse]…[/]` wherever the style changes,
    /// one line per row. Meant for tests that check highlighting.
    public var styledText: String {
        (0..<size.rows).map { row in
            var line = ""
            var current = TextStyle.plain
            for column in 0..<size.columns where !self[column, row].isContinuation {
                let cell = self[column, row]
                if cell.style != current {
                    line += cell.style == .plain ? "[/]" : "[\(cell.style.tagDescription)]"
                    current = cell.style
                }
                line.append(cell.character)
            }
            if current != .plain { line += "[/]" }
            return line
        }.joined(separator: "\n")
    }

    /// Puts one cell, blanking halves of wide characters it would break.
    mutating func put(_ cell: Cell, column: Int, row: Int) {
        guard column >= 0, row >= 0, column < size.columns, row < size.rows else { return }
        let index = row * size.columns + column
        let old = cells[index]
        if old.isContinuation, !cell.isContinuation, column > 0 {
            cells[index - 1] = Cell(spaceWidth: 1, style: cells[index - 1].style)
        }
        if old.width == 2, cell.width != 2, column + 1 < size.columns {
            cells[index + 1] = Cell(spaceWidth: 1, style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}

extension TextStyle {
    var tagDescription: String {
        var parts: [String] = []
        if isBold { parts.append("bold") }
        if isDim { parts.append("dim") }
        if isUnderlined { parts.append("underline") }
        if isReversed { parts.append("reverse") }
        if let foreground { parts.append("fg:\(foreground.tagDescription)") }
        if let background { parts.append("bg:\(background.tagDescription)") }
        return parts.joined(separator: " ")
    }
}

extension TerminalColor {
    var tagDescription: String {
        switch self {
        case .standard(let value): "\(value)"
        case .palette(let value): "p\(value)"
        }
    }
}
