/// Read-only text: a title, a message, a value. Wraps at word boundaries and aligns each line.
///
/// ```swift
/// let label = Label("こんにちは、世界", alignment: .center)
/// label.text = "Updated"   // redraws on the next frame
/// ```
@MainActor
public final class Label: View {
    /// The text; may contain newlines.
    public var text: String { didSet { if text != oldValue { setNeedsRender() } } }
    /// How the text looks.
    public var style: TextStyle { didSet { if style != oldValue { setNeedsRender() } } }
    /// Where each line sits horizontally.
    public var alignment: TextAlignment { didSet { if alignment != oldValue { setNeedsRender() } } }
    /// Whether long lines wrap (`true`) or are cut at the edge with `…` (`false`), as UIKit
    /// truncates a label's tail.
    public var wraps: Bool { didSet { if wraps != oldValue { setNeedsRender() } } }

    /// Creates a label.
    public init(_ text: String = "", style: TextStyle = .plain, alignment: TextAlignment = .leading, wraps: Bool = true) {
        self.text = text
        self.style = style
        self.alignment = alignment
        self.wraps = wraps
        super.init()
    }

    /// The lines shown in `width` columns.
    public func lines(width: Int) -> [String] {
        wraps ? TextLayout.wrap(text, width: width) : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public override func sizeThatFits(_ proposal: TerminalSize) -> TerminalSize {
        let lines = lines(width: proposal.columns)
        let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
        return TerminalSize(columns: min(widest, proposal.columns), rows: lines.count)
    }

    public override func draw(in canvas: Canvas) {
        for (row, line) in lines(width: frame.width).prefix(frame.height).enumerated() {
            // A leading line needs no measuring: it is walked once, by the write.
            let offset = alignment == .leading
                ? 0 : TextLayout.offset(lineWidth: DisplayWidth.of(line), width: frame.width, alignment: alignment)
            // A line cut at the edge (no wrapping, or a word wider than the label) ends with "…".
            canvas.write(line, column: offset, row: row, style: style, width: frame.width - offset, truncationMark: "…")
        }
    }
}
