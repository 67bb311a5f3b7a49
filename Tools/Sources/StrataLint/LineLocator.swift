#if StrataTools
import SwiftSyntax

/// Turns positions of one file into lines and columns, building the file's line table only when a
/// position is first asked for: most files have no finding, and never need it.
final class LineLocator {
    private let path: String
    private let tree: SourceFileSyntax
    /// The file's text, which the tree was parsed from.
    private let source: String
    private var built: SourceLocationConverter?

    init(path: String, tree: SourceFileSyntax, source: String) {
        self.path = path
        self.tree = tree
        self.source = source
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
    /// lines. Counted in the file's text, where the node's bytes are.
    func lineBreakCharacters(in node: some SyntaxProtocol) -> Int {
        let utf8 = source.utf8
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start < end, end <= utf8.count else { return 0 }
        let text = utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
        return text.count { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }
}
#endif
