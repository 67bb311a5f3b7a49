#if StrataTools
import SwiftSyntax

extension RuleID {
    /// A file or folder that could not be checked: it cannot be read, is not UTF-8, is past a limit
    /// of ``LintLimits``, or does not parse as Swift.
    public static let unparseableFile = RuleID("unparseable-file")
}

/// `unparseable-file`: a file that was not checked — it cannot be read, is not UTF-8 text, is past
/// one of the ``LintLimits``, or does not parse as Swift 5 or later — reported at its first problem
/// (or its first line), and a folder that cannot be read or a name that is not UTF-8, so that
/// nothing is ever skipped silently. ``FileLinter`` asks it before any other rule, and only then: a
/// file that parses has nothing for it to check.
struct UnparseableFile: LintRule {
    let id = RuleID.unparseableFile
    let defaultSeverity = Severity.error
    let summary = "Every Swift file can be read, stays within the limits and parses, so that every file is checked."

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { nil }

    /// Why a file or a folder was not checked.
    enum Reason: Error, Equatable {
        /// The file cannot be opened or read; the system's reason.
        case unreadable(String)
        /// The path is not a regular file (a pipe, a device).
        case notRegularFile
        /// The file's bytes are not UTF-8.
        case notUTF8
        /// The file's name is not UTF-8 (it is shown with `\xNN` for the bytes that are not).
        case nameNotUTF8
        /// The file is larger than ``LintLimits/maximumFileSize``.
        case tooLarge(size: Int, limit: Int)
        /// Brackets nest deeper than ``LintLimits/maximumNestingDepth`` here.
        case nestedTooDeep(limit: Int)
        /// Square brackets nest deeper than ``LintLimits/maximumSquareBracketDepth`` here.
        case squareBracketsNestedTooDeep(limit: Int)
        /// Parsing and checking the file took longer than ``LintLimits/fileTimeBudget``.
        case tooSlow(budget: Duration)
        /// The folder cannot be listed, or an entry of it cannot be looked at; the system's reason.
        case unreadableFolder(String)

        var message: String {
            switch self {
            case .unreadable(let reason): "cannot check this file: it cannot be read (\(reason))"
            case .notRegularFile: "cannot check this file: it is not a regular file"
            case .notUTF8: "cannot check this file: it is not UTF-8 text"
            case .nameNotUTF8: "cannot check this file: its name is not UTF-8 (\\xNN marks each byte that is not); rename it"
            case let .tooLarge(size, limit):
                "cannot check this file: it is \(size.grouped) bytes, more than the limit of \(limit.grouped) (limits: max-file-size)"
            case .nestedTooDeep(let limit):
                "cannot check this file: its brackets, generic arguments or #if blocks nest more than \(limit) deep here (limits: max-nesting-depth)"
            case .squareBracketsNestedTooDeep(let limit):
                "cannot check this file: its square brackets nest more than \(limit) deep here, too deep for the parser to look through in time (limits: max-square-bracket-depth)"
            case .tooSlow(let budget):
                "cannot check this file: parsing and checking it took longer than \(budget.secondsText), so it was given up (limits: file-time-budget)"
            case .unreadableFolder(let reason): "cannot check this folder: it cannot be read (\(reason)), so none of its files were checked"
            }
        }
    }

    /// The finding of a file or folder that was not checked, at its first line.
    static func finding(path: String, reason: Reason, configuration: LintConfiguration) -> [Finding] {
        finding(path: path, line: 1, column: 1, reason: reason, configuration: configuration)
    }

    /// The finding of a file that was not checked, at a line and column.
    static func finding(path: String, line: Int, column: Int, reason: Reason, configuration: LintConfiguration) -> [Finding] {
        guard configuration.isEnabled(.unparseableFile) else { return [] }
        return [Finding(path: path, line: line, column: column, severity: configuration.severity(of: .unparseableFile), rule: .unparseableFile, message: reason.message)]
    }

    /// The finding of a tree with errors, at its first syntax error; one that the parser cut short
    /// at its nesting limit says so.
    static func finding(tree: SourceFileSyntax, source: String, path: String, locator: LineLocator, configuration: LintConfiguration) -> [Finding] {
        guard configuration.isEnabled(.unparseableFile) else { return [] }
        let firstError = FirstErrorLocator(viewMode: .all)
        firstError.walk(tree)
        let position = firstError.position ?? tree.position
        let location = locator.location(for: position)
        let message = tree.hasMaximumNestingLevelOverflow
            ? Reason.nestedTooDeep(limit: configuration.limits.maximumNestingDepth).message
            : "this file does not parse as Swift (the first problem is here), so no rule checked it"
        return [Finding(
            path: path, line: location.line, column: FileLinter.column(of: position, utf8Column: location.column, in: source),
            severity: configuration.severity(of: .unparseableFile), rule: .unparseableFile, message: message
        )]
    }
}

extension Int {
    /// `5,000,012`: digits in groups of three, whatever the locale.
    fileprivate var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}

extension Duration {
    /// `30 s`, `2.5 s`.
    fileprivate var secondsText: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}

/// Finds where the first syntax error of a tree is: the first unexpected or missing piece.
private final class FirstErrorLocator: SyntaxVisitor {
    private(set) var position: AbsolutePosition?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        note(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { note(token.positionAfterSkippingLeadingTrivia) }
        // A lexer error inside a token (an invalid escape in a string): at its own place.
        if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            note(token.position.advanced(by: Int(diagnostic.byteOffset)))
        }
        return .skipChildren
    }

    override func visit(_ node: MissingDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.positionAfterSkippingLeadingTrivia)
        return .visitChildren
    }

    private func note(_ candidate: AbsolutePosition) {
        if position.map({ candidate < $0 }) ?? true { position = candidate }
    }
}
#endif
