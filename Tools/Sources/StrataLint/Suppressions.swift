#if StrataTools
import SwiftSyntax

/// The `// strata-lint:disable:next <rule>…` and `// strata-lint:disable <rule>…` comments of one
/// file. Rule names follow the directive, separated by spaces or commas; the first word that is not
/// a rule name starts the reason, which the linter does not read.
struct Suppressions {
    static let marker = "strata-lint:"
    private static let nextLine = "strata-lint:disable:next"
    private static let wholeFile = "strata-lint:disable"

    private(set) var fileWide: Set<RuleID> = []
    private(set) var byLine: [Int: Set<RuleID>] = [:]

    static let none = Suppressions()

    /// Whether `source` contains ``marker``, so that it may have directives: a search of its
    /// UTF-8 bytes, which costs far less than reading its comments.
    static func mayBeIn(_ source: String) -> Bool {
        let marker = Array(Self.marker.utf8)
        var matched = 0
        for byte in source.utf8 {
            if byte == marker[matched] {
                matched += 1
                if matched == marker.count { return true }
            } else {
                // The marker's first byte occurs nowhere else in it: a match can only restart here.
                matched = byte == marker[0] ? 1 : 0
            }
        }
        return false
    }

    private init() {}

    /// Reads the directives in the comments of `tree`; call it only for files whose text contains
    /// ``marker``, since it walks every token.
    init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                record(piece, at: position, converter: converter)
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                record(piece, at: position, converter: converter)
                position += piece.sourceLength
            }
        }
    }

    func suppresses(_ rule: RuleID, onLine line: Int) -> Bool {
        fileWide.contains(rule) || byLine[line]?.contains(rule) == true
    }

    private mutating func record(_ piece: TriviaPiece, at position: AbsolutePosition, converter: SourceLocationConverter) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment): text = comment
        default: return
        }
        let isNextLine: Bool
        let rest: Substring
        if let range = text.range(of: Self.nextLine) {
            isNextLine = true
            rest = text[range.upperBound...]
        } else if let range = text.range(of: Self.wholeFile) {
            isNextLine = false
            rest = text[range.upperBound...]
        } else {
            return
        }
        var rules: Set<RuleID> = []
        for word in rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            guard let rule = RuleID(rawValue: String(word)) else { break }
            rules.insert(rule)
        }
        if isNextLine {
            let line = converter.location(for: position).line + 1
            byLine[line, default: []].formUnion(rules)
        } else {
            fileWide.formUnion(rules)
        }
    }
}
#endif
