import GitHubBrowserVocabulary
import StrataTerminal

/// The detail screen's body, under its title: the description, the facts and the README section as
/// one column of lines wrapped to the width, which ↑↓, PgUp/PgDn and Home/End scroll — so a long
/// README (or a small terminal) leaves every line reachable.
///
/// It draws what ``RepositoryDetailRootView`` gives it; the README's lines come from the
/// vocabulary's `ReadmeLine`, laid out here: headings bold, list markers and quote bars before
/// wrapped text, code as written (cut at the edge), rules across the width.
public final class RepositoryDetailBodyView: View {
    /// One drawn line.
    struct Line: Equatable {
        var text: String
        var style: TextStyle = .plain
        /// Cut at the edge with `…` (code), rather than wrapped earlier.
        var isCut = false
    }

    /// The texts above the README: the description, then the facts, one a line.
    private var header: [String] = []
    /// The README section, or `nil` while the repository loads.
    private var readme: ReadmeSection?
    /// Said after a failed README's status: how to try again.
    private let retryHint = "Press r to try again."
    /// The lines at the width they were last laid out at.
    private var laidOut: (width: Int, lines: [Line])?
    /// Wraps text at word boundaries, as a label does.
    private let wrapper = Label()

    /// The first line shown.
    public private(set) var scrollOffset = 0

    /// Shows `paragraphs` (the description, the facts) and `readme` under them; `nil` shows the
    /// paragraphs alone. Scrolls back to the top when `paragraphs` change.
    public func show(paragraphs: [String], readme: ReadmeSection?) {
        if paragraphs != header { scrollOffset = 0 }
        header = paragraphs
        self.readme = readme
        laidOut = nil
        setNeedsRender()
    }

    /// Every line at `width` columns: what the body shows when scrolled through.
    public func lines(width: Int) -> [String] { layout(width: width).map(\.text) }

    public override var canBecomeFocused: Bool { true }

    public override var keyHelp: [KeyHelp] { [KeyHelp("↑↓", "scroll")] }

    public override func handle(key: Key) -> Bool {
        let page = max(1, frame.height - 1)
        let target: Int
        switch key {
        case .up: target = scrollOffset - 1
        case .down: target = scrollOffset + 1
        case .pageUp: target = scrollOffset - page
        case .pageDown: target = scrollOffset + page
        case .home: target = 0
        case .end: target = Int.max / 2
        default: return false
        }
        let clamped = max(0, min(target, maxOffset))
        guard clamped != scrollOffset else { return true }
        scrollOffset = clamped
        setNeedsRender()
        return true
    }

    public override func draw(in canvas: Canvas) {
        let lines = layout(width: frame.width)
        scrollOffset = max(0, min(scrollOffset, maxOffset))
        for (row, line) in lines.dropFirst(scrollOffset).prefix(frame.height).enumerated() {
            canvas.write(line.text, column: 0, row: row, style: line.style, width: frame.width, truncationMark: line.isCut ? "…" : nil)
        }
    }

    /// The largest offset that still fills the view.
    private var maxOffset: Int { max(0, layout(width: frame.width).count - frame.height) }

    private func layout(width: Int) -> [Line] {
        if let laidOut, laidOut.width == width { return laidOut.lines }
        var lines: [Line] = []
        for (index, paragraph) in header.enumerated() {
            if index > 0 { lines.append(Line(text: "")) }
            lines += wrap(paragraph, width: width).map { Line(text: $0) }
        }
        if let readme {
            lines += [Line(text: ""), Line(text: ReadmeSection.heading, style: TextStyle(isBold: true, isUnderlined: true)), Line(text: "")]
            for line in readme.lines { lines += layout(line, width: width) }
            if let status = readme.status() {
                if !readme.lines.isEmpty { lines.append(Line(text: "")) }
                lines += wrap(status, width: width).map { Line(text: $0, style: .dim) }
            }
            // On a line of its own, so that it is never cut in two.
            if readme.canRetry { lines += wrap(retryHint, width: width).map { Line(text: $0) } }
        }
        laidOut = (width, lines)
        return lines
    }

    private func layout(_ line: ReadmeLine, width: Int) -> [Line] {
        switch line.style {
        case .blank: return [Line(text: "")]
        case .rule: return [Line(text: String(repeating: "─", count: max(0, width)), style: .dim)]
        case .code: return [Line(text: line.prefix + line.text, isCut: true)]
        case .heading, .text, .quote:
            let style: TextStyle = line.style == .heading ? .bold : line.style == .quote ? .dim : .plain
            let wrapped = wrap(line.text, width: max(1, width - DisplayWidth.of(line.prefix)))
            return wrapped.enumerated().map { index, text in
                Line(text: (index == 0 ? line.prefix : line.continuation) + text, style: style)
            }
        }
    }

    private func wrap(_ text: String, width: Int) -> [String] {
        wrapper.text = text
        return wrapper.lines(width: width)
    }
}
