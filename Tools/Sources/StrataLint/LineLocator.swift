import SwiftSyntax

/// Turns positions of one file into lines and columns, building the file's line table only when a
/// position is first asked for: most files have no finding, and never need it.
final class LineLocator {
    private let path: String
    private let tree: SourceFileSyntax
    private var built: SourceLocationConverter?

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
    }

    var converter: SourceLocationConverter {
        if let built { return built }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        built = converter
        return converter
    }

    func location(for position: AbsolutePosition) -> SourceLocation {
        converter.location(for: position)
    }

    /// How many line-break characters (`\n` and `\r`) the text of `node` has, trivia around it
    /// left out: never fewer than the line breaks between its first and last line (a `\r\n` is
    /// one line break but two characters), so a node with fewer than `n` of them spans at most `n`
    /// lines.
    static func lineBreakCharacters(in node: some SyntaxProtocol) -> Int {
        let text = node.syntaxTextBytes
        let start = node.leadingTriviaLength.utf8Length
        let end = text.count - node.trailingTriviaLength.utf8Length
        guard start < end else { return 0 }
        return text[start..<end].count { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }
}
