import StrataAlert

/// A modal dialog that shows an `AlertPresentation` and lets the user choose one of its buttons.
///
/// View controllers show it through `AlertPresenting` (an `AlertClient` does this for you); you
/// rarely create one yourself. While it is up it takes every key: ←/→, ↑/↓, Tab and Shift-Tab move
/// between buttons, Enter chooses, Esc chooses the cancel button if the alert has one. An `.alert` is
/// a box in the middle of the screen with its buttons in a row; an `.actionSheet` sits at the
/// bottom with one button per line.
@MainActor
public final class AlertDialog: View {
    /// What the dialog shows.
    public let presentation: AlertPresentation
    /// The index of the highlighted button.
    public private(set) var highlightedIndex: Int

    private let onChoice: @MainActor (Int?) -> Void
    private var isFinished = false

    /// Creates a dialog; `onChoice` is called once with the chosen button's index, or with `nil`
    /// when an alert that has no buttons at all is closed with Enter or Esc.
    public init(presentation: AlertPresentation, onChoice: @escaping @MainActor (Int?) -> Void) {
        self.presentation = presentation
        self.onChoice = onChoice
        highlightedIndex = presentation.buttons.firstIndex { $0.style != .cancel } ?? 0
        super.init()
    }

    /// The index of the cancel button, which Esc chooses.
    public var cancelIndex: Int? { presentation.buttons.firstIndex { $0.style == .cancel } }

    public override var canBecomeFocused: Bool { true }

    public override var keyHelp: [KeyHelp] {
        var help = [KeyHelp("←→/Tab", "choose"), KeyHelp("Enter", "confirm")]
        if cancelIndex != nil { help.append(KeyHelp("Esc", "cancel")) }
        return help
    }

    public override func handle(key: Key) -> Bool {
        let count = presentation.buttons.count
        switch key {
        case .left, .up, .backTab:
            if count > 0 { highlightedIndex = (highlightedIndex + count - 1) % count }
        case .right, .down, .tab:
            if count > 0 { highlightedIndex = (highlightedIndex + 1) % count }
        case .enter, .character(" "):
            choose(count > 0 ? highlightedIndex : nil)
        case .escape:
            if let cancelIndex {
                choose(cancelIndex)
            } else if count == 0 {
                choose(nil)
            }
        default:
            break
        }
        setNeedsRender()
        return true
    }

    /// Chooses a button as if the user had (`nil` closes an alert that has no buttons). Only the
    /// first choice counts.
    func choose(_ index: Int?) {
        guard !isFinished else { return }
        isFinished = true
        onChoice(index)
    }

    /// The frame the dialog takes on a screen of `size`.
    func frame(on size: TerminalSize) -> Rect {
        let maxInner = max(1, min(size.columns - 4, 60))
        let buttonsWidth = presentation.style == .alert
            ? presentation.buttons.map { DisplayWidth.of($0.title) + 4 }.reduce(0, +) + max(0, presentation.buttons.count - 1)
            : presentation.buttons.map { DisplayWidth.of($0.title) + 4 }.max() ?? 0
        let textWidth = max(DisplayWidth.of(presentation.title ?? ""), DisplayWidth.of(presentation.message ?? ""))
        let inner = min(maxInner, max(buttonsWidth, textWidth, 16))
        let height = min(size.rows, contentLines(width: inner, rows: size.rows - 2).count + 2)
        let width = min(size.columns, inner + 4)
        let y = presentation.style == .alert ? max(0, (size.rows - height) / 2) : max(0, size.rows - height)
        return Rect(x: max(0, (size.columns - width) / 2), y: y, width: width, height: height)
    }

    private enum Line {
        case title(String)
        case message(String)
        case blank
        case buttons
        case button(Int)
    }

    /// The lines of the dialog in `rows` rows at most: the buttons always, then as much of the
    /// title (two lines at most) and of the message as fits, each cut with "…" when it does not.
    private func contentLines(width: Int, rows: Int) -> [Line] {
        var buttons: [Line] = []
        if !presentation.buttons.isEmpty {
            buttons = presentation.style == .alert ? [.buttons] : presentation.buttons.indices.map(Line.button)
        }
        let title = presentation.title.flatMap { $0.isEmpty ? nil : $0 }
        let message = presentation.message.flatMap { $0.isEmpty ? nil : $0 }
        // The blank line between text and buttons, when both are shown.
        let separator = buttons.isEmpty || (title == nil && message == nil) ? 0 : 1
        var room = max(0, rows - buttons.count - separator)
        var lines: [Line] = []
        if let title, room > 0 {
            // Two lines at most, and one left for the message when there is one.
            let titleRows = message == nil ? min(2, room) : max(1, min(2, room - 1))
            let shown = Self.wrap(title, width: width, rows: titleRows)
            lines += shown.map(Line.title)
            room -= shown.count
        }
        if let message, room > 0 {
            lines += Self.wrap(message, width: width, rows: room).map(Line.message)
        }
        if !buttons.isEmpty {
            if !lines.isEmpty { lines.append(.blank) }
            lines += buttons
        }
        return lines
    }

    /// `text` wrapped to `width`, in `rows` lines at most; the last line ends with "…" when text
    /// is left out. Only the part of the text that can show is wrapped, so a huge message (a very
    /// long link in an error) is cut without being wrapped whole.
    static func wrap(_ text: String, width: Int, rows: Int) -> [String] {
        guard width > 0, rows > 0 else { return [] }
        // Each line holds at most `width` characters (every character is at least one column,
        // except combining marks, which join the character before them).
        let budget = width * (rows + 1)
        let head = text.prefix(budget)
        let lines = TextLayout.wrap(String(head), width: width)
        guard lines.count > rows || head.endIndex < text.endIndex else { return lines }
        var shown = Array(lines.prefix(rows))
        if let last = shown.last {
            shown[shown.count - 1] = DisplayWidth.prefix(of: last, fitting: width - 1) + "…"
        }
        return shown
    }

    public override func draw(in canvas: Canvas) {
        let width = frame.width
        let height = frame.height
        guard width >= 2, height >= 2 else { return }
        canvas.fill(bounds)
        let horizontal = String(repeating: "─", count: width - 2)
        canvas.write("┌" + horizontal + "┐", column: 0, row: 0)
        canvas.write("└" + horizontal + "┘", column: 0, row: height - 1)
        for row in 1..<(height - 1) {
            canvas.write("│", column: 0, row: row)
            canvas.write("│", column: width - 1, row: row)
        }
        let inner = width - 4
        for (index, line) in contentLines(width: inner, rows: height - 2).prefix(height - 2).enumerated() {
            let row = index + 1
            switch line {
            case .title(let text):
                canvas.write(text, column: 2 + TextLayout.offset(lineWidth: DisplayWidth.of(text), width: inner, alignment: .center), row: row, style: .bold, width: inner)
            case .message(let text):
                canvas.write(text, column: 2 + TextLayout.offset(lineWidth: DisplayWidth.of(text), width: inner, alignment: .center), row: row, width: inner)
            case .blank:
                break
            case .buttons:
                let labels = presentation.buttons.map { "[ \($0.title) ]" }
                let total = labels.map { DisplayWidth.of($0) }.reduce(0, +) + max(0, labels.count - 1)
                var column = 2 + TextLayout.offset(lineWidth: total, width: inner, alignment: .center)
                for (buttonIndex, label) in labels.enumerated() {
                    column = canvas.write(label, column: column, row: row, style: buttonStyle(buttonIndex), width: inner + 2 - column) + 1
                }
            case .button(let buttonIndex):
                let label = "[ \(presentation.buttons[buttonIndex].title) ]"
                let offset = TextLayout.offset(lineWidth: DisplayWidth.of(label), width: inner, alignment: .center)
                canvas.write(label, column: 2 + offset, row: row, style: buttonStyle(buttonIndex), width: inner - offset)
            }
        }
    }

    private func buttonStyle(_ index: Int) -> TextStyle {
        var style = TextStyle.plain
        if presentation.buttons[index].style == .destructive { style = style.foreground(.red) }
        if presentation.buttons[index].style == .cancel { style.isDim = index != highlightedIndex }
        if index == highlightedIndex { style = style.reversed().bold() }
        return style
    }
}
