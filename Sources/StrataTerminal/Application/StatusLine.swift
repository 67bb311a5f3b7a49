/// What the status line, the last row of the screen, shows: the keys that work now, in order, as
/// many as fit, then "…" when some were left out, and the quit key, always last.
///
/// The choice is pure: ``init(help:quit:width:)`` decides which entries fit, ``draw(in:row:width:)``
/// writes them. ``Application`` gathers the entries (the alert's, or the focused view's and the
/// visible controllers') and draws it every frame.
struct StatusLine: Equatable {
    /// The columns between two entries.
    static let separator = 3

    /// The entries shown before the quit key, in order.
    let shown: [KeyHelp]
    /// Whether some entries were left out (then "…" follows the shown ones, if it fits).
    let isCut: Bool
    /// The quit key's entry, if the application has a quit key.
    let quit: KeyHelp?

    /// Fits `help` and `quit` in a row of `width` columns. The quit key keeps its room; entries that
    /// do not fit before it give way, and room is made for "…" when any did.
    init(help: [KeyHelp], quit: KeyHelp?, width: Int) {
        let separator = Self.separator
        let reserved = quit.map { separator + Self.width(of: $0) } ?? 0
        var shown: [KeyHelp] = []
        var end = 1
        for entry in help {
            guard end + Self.width(of: entry) + reserved <= width else { break }
            shown.append(entry)
            end += Self.width(of: entry) + separator
        }
        let isCut = shown.count < help.count
        if isCut {
            // Room for the mark: drop entries until "…" fits before the quit key.
            while let last = shown.last, end + 1 + reserved > width {
                shown.removeLast()
                end -= Self.width(of: last) + separator
            }
        }
        self.shown = shown
        self.isCut = isCut
        self.quit = quit
    }

    /// The columns `entry` takes: its keys, a space and its action.
    static func width(of entry: KeyHelp) -> Int {
        DisplayWidth.of(entry.keys) + 1 + DisplayWidth.of(entry.action)
    }

    /// Draws the line, reversed, on `row` of `canvas`, `width` columns wide: keys in bold.
    @MainActor
    func draw(in canvas: Canvas, row: Int, width: Int) {
        let style = TextStyle.reversed
        canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: style)
        let reserved = quit.map { Self.separator + Self.width(of: $0) } ?? 0
        var column = 1
        for entry in shown {
            column = canvas.write(entry.keys, column: column, row: row, style: style.bold())
            column = canvas.write(" \(entry.action)   ", column: column, row: row, style: style)
        }
        // The mark only when the quit key still fits after it; otherwise the quit key alone, cut.
        if isCut, column + 1 + reserved <= width { column = canvas.write("…   ", column: column, row: row, style: style) }
        if let quit {
            let available = max(0, width - column)
            if Self.width(of: quit) <= available {
                column = canvas.write(quit.keys, column: column, row: row, style: style.bold())
                canvas.write(" \(quit.action)", column: column, row: row, style: style)
            } else {
                canvas.write("\(quit.keys) \(quit.action)", column: column, row: row, style: style, width: available, truncationMark: "…")
            }
        }
    }
}
