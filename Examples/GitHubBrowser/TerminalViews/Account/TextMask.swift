import GitHubBrowserVocabulary
import StrataTerminal

/// Covers a text field with one `•` per character and its own cursor, scrolled to keep the cursor
/// visible. Drawn on top of the field by ``MaskedTokenField``; it never shows the text itself.
public final class TextMask: View {
    private weak var source: TextField?

    /// Creates a mask over `source`.
    public init(source: TextField) {
        self.source = source
        super.init()
    }

    public override func draw(in canvas: Canvas) {
        guard let source, frame.width > 0 else { return }
        let width = frame.width
        let fieldStyle = TextStyle.underlined
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: fieldStyle)
        let count = source.text.count
        if count == 0 {
            canvas.write(source.placeholder, column: 0, row: 0, style: TextStyle(isDim: true, isUnderlined: true), width: width)
            if source.isFocused { canvas.restyle(Rect(x: 0, y: 0, width: 1, height: 1)) { $0.reversed() } }
            return
        }
        let firstShown = max(0, source.cursor - width + 1)
        let shown = min(count - firstShown, width)
        canvas.write(String(repeating: "•", count: shown), column: 0, row: 0, style: fieldStyle)
        if source.isFocused {
            canvas.restyle(Rect(x: source.cursor - firstShown, y: 0, width: 1, height: 1)) { $0.reversed() }
        }
    }
}
