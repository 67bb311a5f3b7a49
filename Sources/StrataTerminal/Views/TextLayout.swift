/// Word wrapping and alignment measured in display columns.
enum TextLayout {
    /// Splits `text` into lines of at most `width` columns: at spaces where possible, anywhere when a
    /// word is too long (as CJK text, which has no spaces, always is). Explicit newlines are kept.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            var lastSpace: String.Index?
            for character in paragraph {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width {
                    if character == " " {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                        lastSpace = nil
                        continue
                    }
                    if let space = lastSpace {
                        let rest = String(line[line.index(after: space)...])
                        lines.append(String(line[..<space]))
                        line = rest
                        lineWidth = DisplayWidth.of(rest)
                    } else {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    lastSpace = nil
                }
                if character == " " { lastSpace = line.endIndex }
                line.append(character)
                lineWidth += characterWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// The column at which a line of `lineWidth` starts in `width` columns.
    static func offset(lineWidth: Int, width: Int, alignment: TextAlignment) -> Int {
        switch alignment {
        case .leading: 0
        case .center: max(0, (width - lineWidth) / 2)
        case .trailing: max(0, width - lineWidth)
        }
    }
}

/// Where a line of text sits horizontally in its view.
public enum TextAlignment: Sendable, Hashable {
    /// Against the left edge.
    case leading
    /// In the middle.
    case center
    /// Against the right edge.
    case trailing
}
