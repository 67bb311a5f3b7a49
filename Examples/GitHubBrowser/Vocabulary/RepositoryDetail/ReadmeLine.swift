import GitHubBrowserApplication

/// One line of a README as the detail screens lay it out, before a driver wraps it to its width:
/// a prefix (a list item's marker, a quote's bar), the text, and what wrapped lines start with.
///
/// ``lines(of:)`` turns a `ReadmeDocument` into these lines, a blank line between blocks, so the
/// terminal and UIKit screens of every architecture lay a README out the same way:
///
/// ```swift
/// ReadmeLine.lines(of: ReadmeDocument(Readme("# Hi\n\n- one")))
/// // [heading "Hi", blank, "• " + "one"]
/// ```
public struct ReadmeLine: Hashable, Sendable {
    /// How a line looks.
    public enum Style: Hashable, Sendable {
        /// A heading: emphasised.
        case heading
        /// A paragraph, a list item or a table row.
        case text
        /// A quote, after its bar.
        case quote
        /// A line of code, as written: never wrapped.
        case code
        /// A thematic break: a rule across the width.
        case rule
        /// Nothing: the space between blocks.
        case blank
    }

    /// Written before the text on the first line: `• `, `2. `, `│ ` (indented for nested items).
    public let prefix: String
    /// The text.
    public let text: String
    /// Written before the text on each wrapped line: spaces as wide as ``prefix``, or the quote's bar.
    public let continuation: String
    /// How the line looks.
    public let style: Style

    /// Creates a line.
    public init(prefix: String = "", text: String, continuation: String? = nil, style: Style) {
        self.prefix = prefix
        self.text = text
        self.continuation = continuation ?? String(repeating: " ", count: prefix.count)
        self.style = style
    }

    /// Whether a driver wraps the line at its width (code and rules are never wrapped).
    public var wraps: Bool { style != .code && style != .rule && style != .blank }

    /// The line as one unwrapped line of plain text, for a driver that wraps on its own (a UIKit
    /// label): the prefix and the text, a rule as a short run of `─`.
    public var plainText: String { style == .rule ? String(repeating: "─", count: 12) : prefix + text }

    /// The space between two blocks.
    public static let blank = ReadmeLine(text: "", style: .blank)

    /// The bar in front of a quote's lines.
    public static let quoteBar = "│ "

    /// The lines of `document`'s blocks, a blank line between blocks (none between the items of one
    /// list or the rows of one table).
    public static func lines(of document: ReadmeDocument) -> [ReadmeLine] {
        var lines: [ReadmeLine] = []
        var previous: ReadmeDocument.Block?
        for block in document.blocks {
            if let previous, !continues(previous, with: block) { lines.append(.blank) }
            lines += Self.blockLines(block)
            previous = block
        }
        return lines
    }

    /// Whether `block` follows `previous` without a blank line: items of one list, rows of one table.
    private static func continues(_ previous: ReadmeDocument.Block, with block: ReadmeDocument.Block) -> Bool {
        switch (previous, block) {
        case (.listItem, .listItem), (.tableRow, .tableRow): true
        default: false
        }
    }

    private static func blockLines(_ block: ReadmeDocument.Block) -> [ReadmeLine] {
        switch block {
        case .heading(_, let text):
            [ReadmeLine(text: text, style: .heading)]
        case .paragraph(let text):
            [ReadmeLine(text: text, style: .text)]
        case .listItem(let depth, let marker, let text):
            [ReadmeLine(prefix: String(repeating: "  ", count: depth) + marker + " ", text: text, style: .text)]
        case .quote(let text):
            [ReadmeLine(prefix: quoteBar, text: text, continuation: quoteBar, style: .quote)]
        case .code(let code):
            code.map { ReadmeLine(prefix: "    ", text: $0, style: .code) }
        case .tableRow(let cells):
            [ReadmeLine(text: cells.joined(separator: " │ "), style: .text)]
        case .rule:
            [ReadmeLine(text: "", style: .rule)]
        }
    }
}
