import GitHubBrowserDomain

/// A README's Markdown as the blocks every detail screen draws — headings, paragraphs, list items,
/// quotes, code, table rows and rules — with the inline markup read and dropped.
///
/// It is what the terminal and UIKit detail screens of every architecture show, so they agree on
/// what a README says. It reads the Markdown READMEs are written in (CommonMark and GitHub's
/// tables), not all of it: links show their text, images their description (`[Build status]`),
/// inline code, emphasis and HTML tags their content, and raw HTML blocks nothing. Text comes from
/// `Readme`, so it holds no control character; at most ``maximumBlocks`` blocks are kept.
///
/// ```swift
/// let document = ReadmeDocument(Readme("# Hello\n\nSee [the docs](https://example.com)."))
/// // [.heading(level: 1, text: "Hello"), .paragraph("See the docs.")]
/// ```
public struct ReadmeDocument: Hashable, Sendable {
    /// One block of a README.
    public enum Block: Hashable, Sendable {
        /// A heading, `level` 1 (`#`) to 6.
        case heading(level: Int, text: String)
        /// A paragraph, its lines joined by spaces.
        case paragraph(String)
        /// A list item: `depth` 0 at the margin, `marker` `•` for a bullet or the item's number
        /// (`3.`).
        case listItem(depth: Int, marker: String, text: String)
        /// A block quote's paragraph.
        case quote(String)
        /// A code block's lines, as written.
        case code([String])
        /// A table row's cells (the header row included; the `|---|` line is not a row).
        case tableRow([String])
        /// A thematic break (`---`).
        case rule
    }

    /// The most blocks a document keeps: 1,500, more than the longest READMEs of the
    /// most-starred repositories have.
    public static let maximumBlocks = 1_500

    /// The blocks, in order.
    public let blocks: [Block]
    /// Whether the README was longer than what is shown: cut by `Readme` or after
    /// ``maximumBlocks`` blocks. Screens then say that the rest is on GitHub.
    public let isShortened: Bool

    /// Reads `readme`'s Markdown.
    public init(_ readme: Readme) {
        var reader = Reader()
        for line in readme.markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            reader.read(Substring(line))
            if reader.blocks.count > Self.maximumBlocks { break }
        }
        reader.finish()
        blocks = Array(reader.blocks.prefix(Self.maximumBlocks))
        isShortened = readme.isTruncated || reader.blocks.count > Self.maximumBlocks
    }

    /// Reads lines one at a time into blocks.
    private struct Reader {
        var blocks: [Block] = []
        private var paragraph: [String] = []
        private var quote: [String] = []
        private var code: [String]?
        private var fence = ""
        private var inComment = false

        mutating func read(_ line: Substring) {
            let trimmed = line.trimmingSpaces()
            if code != nil {
                if trimmed.hasPrefix(fence), trimmed.allSatisfy({ $0 == fence.first }) {
                    blocks.append(.code(code ?? []))
                    code = nil
                } else {
                    code?.append(String(line))
                }
                return
            }
            if inComment {
                if trimmed.contains("-->") { inComment = false }
                return
            }
            if trimmed.hasPrefix("<!--") {
                inComment = !trimmed.contains("-->")
                return
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                endParagraph()
                fence = String(trimmed.prefix(while: { $0 == trimmed.first }))
                code = []
                return
            }
            if trimmed.isEmpty {
                endParagraph()
                return
            }
            if let heading = Self.heading(trimmed) {
                endParagraph()
                blocks.append(heading)
                return
            }
            if !paragraph.isEmpty, trimmed.allSatisfy({ $0 == "=" }) || (trimmed.allSatisfy({ $0 == "-" }) && trimmed.count >= 2) {
                // A setext heading: the paragraph above is its text.
                let text = paragraph.joined(separator: " ")
                paragraph = []
                blocks.append(.heading(level: trimmed.first == "=" ? 1 : 2, text: text))
                return
            }
            if Self.isRule(trimmed) {
                endParagraph()
                blocks.append(.rule)
                return
            }
            if trimmed.hasPrefix(">") {
                if !paragraph.isEmpty { endParagraph() }
                quote.append(String(trimmed.dropFirst().trimmingSpaces()))
                return
            }
            if let item = Self.listItem(line) {
                endParagraph()
                blocks.append(item)
                return
            }
            if trimmed.hasPrefix("|") || (trimmed.contains(" | ") && trimmed.hasSuffix("|")) {
                endParagraph()
                if !Self.isTableDelimiter(trimmed) { blocks.append(.tableRow(Self.cells(trimmed))) }
                return
            }
            if !quote.isEmpty { endParagraph() }
            let text = Inline.plain(trimmed)
            if !text.isEmpty { paragraph.append(text) }
        }

        mutating func finish() {
            if let code { blocks.append(.code(code)) }
            code = nil
            endParagraph()
        }

        private mutating func endParagraph() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
            if !quote.isEmpty {
                let text = quote.map { Inline.plain($0[...]) }.filter { !$0.isEmpty }.joined(separator: " ")
                if !text.isEmpty { blocks.append(.quote(text)) }
            }
            paragraph = []
            quote = []
        }

        /// `# Title` to `###### Title` (a closing run of `#` dropped).
        static func heading(_ line: Substring) -> Block? {
            let hashes = line.prefix(while: { $0 == "#" }).count
            guard (1...6).contains(hashes) else { return nil }
            let rest = line.dropFirst(hashes)
            guard rest.isEmpty || rest.first == " " else { return nil }
            var text = rest.trimmingSpaces()
            while text.last == "#" { text = text.dropLast() }
            return .heading(level: hashes, text: Inline.plain(text.trimmingSpaces()))
        }

        /// Three or more `-`, `*` or `_`, spaces between allowed.
        static func isRule(_ line: Substring) -> Bool {
            let marks = line.filter { $0 != " " }
            guard marks.count >= 3, let first = marks.first, "-*_".contains(first) else { return false }
            return marks.allSatisfy { $0 == first }
        }

        /// `- item`, `* item`, `+ item`, `1. item` or `1) item`, two spaces of indent a level.
        static func listItem(_ line: Substring) -> Block? {
            let indent = line.prefix(while: { $0 == " " }).count
            let rest = line.dropFirst(indent)
            let marker: String
            let text: Substring
            if let first = rest.first, "-*+".contains(first), rest.dropFirst().first == " " {
                marker = "•"
                text = rest.dropFirst(2)
            } else {
                let digits = rest.prefix(while: \.isASCIINumber)
                let after = rest.dropFirst(digits.count)
                guard (1...9).contains(digits.count), let close = after.first, close == "." || close == ")", after.dropFirst().first == " " else {
                    return nil
                }
                marker = "\(digits)."
                text = after.dropFirst(2)
            }
            // A task list's box stays visible as text: `[ ]` or `[x]`.
            return .listItem(depth: min(indent / 2, 6), marker: marker, text: Inline.plain(text.trimmingSpaces()))
        }

        /// `|---|:---:|` (a table's header delimiter).
        static func isTableDelimiter(_ line: Substring) -> Bool {
            line.allSatisfy { "|-: ".contains($0) } && line.contains("-")
        }

        /// The cells of `| a | b |`, each read as inline Markdown.
        static func cells(_ line: Substring) -> [String] {
            var body = line.trimmingSpaces()
            if body.first == "|" { body = body.dropFirst() }
            if body.last == "|" { body = body.dropLast() }
            return body.split(separator: "|", omittingEmptySubsequences: false).map { Inline.plain($0.trimmingSpaces()) }
        }
    }
}

/// Inline Markdown read as the text a person sees.
enum Inline {
    /// `text` without its inline markup: `[text](url)` → `text`, `![alt](src)` → `[alt]` (nothing
    /// without a description), `<https://…>` → the address, code spans, `**`, `__`, `~~` and
    /// single `*` of emphasis, and HTML tags dropped; the common entities (`&amp;`, `&lt;`,
    /// `&gt;`, `&quot;`, `&#39;`, `&nbsp;`) and backslash escapes read.
    static func plain(_ text: Substring) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            switch character {
            case "\\" where next < text.endIndex && (text[next].isPunctuation || text[next].isSymbol):
                output.append(text[next])
                index = text.index(after: next)
                continue
            case "!" where next < text.endIndex && text[next] == "[":
                if let (label, end) = link(in: text, at: next) {
                    let alt = plain(label)
                    if !alt.isEmpty { output += "[\(alt)]" }
                    index = end
                    continue
                }
            case "[":
                if let (label, end) = link(in: text, at: index) {
                    output += plain(label)
                    index = end
                    continue
                }
            case "<":
                if let close = text[next...].firstIndex(of: ">") {
                    let inside = text[next..<close]
                    if inside.hasPrefix("http://") || inside.hasPrefix("https://") || inside.hasPrefix("mailto:") {
                        output += inside
                        index = text.index(after: close)
                        continue
                    }
                    if let first = inside.first, first.isLetter || first == "/" || first == "!" {
                        index = text.index(after: close)
                        continue
                    }
                }
            case "&":
                if let (entity, end) = entity(in: text, at: index) {
                    output.append(entity)
                    index = end
                    continue
                }
            case "`":
                index = next
                continue
            case "*", "_", "~":
                let doubled = next < text.endIndex && text[next] == character
                if doubled {
                    index = text.index(after: next)
                    continue
                }
                if character == "*", isEmphasisMark(in: text, at: index) {
                    index = next
                    continue
                }
            default:
                break
            }
            output.append(character)
            index = next
        }
        return output.collapsingSpaces()
    }

    /// `[label](target)` or `[label][reference]` starting at `start` (a `[`): the label and the
    /// index after the link; `nil` when there is no such link there.
    private static func link(in text: Substring, at start: Substring.Index) -> (Substring, Substring.Index)? {
        var depth = 0
        var index = start
        var closeLabel: Substring.Index?
        while index < text.endIndex {
            if text[index] == "[" { depth += 1 }
            if text[index] == "]" {
                depth -= 1
                if depth == 0 {
                    closeLabel = index
                    break
                }
            }
            index = text.index(after: index)
        }
        guard let closeLabel else { return nil }
        let label = text[text.index(after: start)..<closeLabel]
        let after = text.index(after: closeLabel)
        guard after < text.endIndex else { return nil }
        let closer: Character
        switch text[after] {
        case "(": closer = ")"
        case "[": closer = "]"
        default: return nil
        }
        guard let end = text[text.index(after: after)...].firstIndex(of: closer) else { return nil }
        return (label, text.index(after: end))
    }

    /// The character of the entity at `start` (a `&`) and the index after it, for the few
    /// READMEs use.
    private static func entity(in text: Substring, at start: Substring.Index) -> (Character, Substring.Index)? {
        let entities: [(String, Character)] = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " ")]
        for (name, character) in entities where text[start...].hasPrefix(name) {
            return (character, text.index(start, offsetBy: name.count))
        }
        return nil
    }

    /// Whether the `*` at `index` opens emphasis (a word follows, after a space or punctuation) or
    /// closes it (a word precedes, before a space or punctuation), rather than standing alone
    /// (`2 * 3`).
    private static func isEmphasisMark(in text: Substring, at index: Substring.Index) -> Bool {
        let before = index > text.startIndex ? text[text.index(before: index)] : " "
        let afterIndex = text.index(after: index)
        let after = afterIndex < text.endIndex ? text[afterIndex] : " "
        let opens = !after.isWhitespace && (before.isWhitespace || before.isPunctuation)
        let closes = !before.isWhitespace && (after.isWhitespace || after.isPunctuation)
        return opens || closes
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces.
    func trimmingSpaces() -> Substring {
        let text = Substring(self)
        let start = text.firstIndex { $0 != " " } ?? text.endIndex
        let end = text.lastIndex { $0 != " " }.map { text.index(after: $0) } ?? start
        return text[start..<Swift.max(start, end)]
    }

    /// With each run of spaces made one, and none at either end.
    func collapsingSpaces() -> String {
        split(separator: " ").joined(separator: " ")
    }
}

extension Character {
    /// `0` to `9`.
    fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
