#if StrataTools
import SwiftSyntax

extension RuleID {
    /// A file that could not be read, or that does not parse as Swift.
    public static let unparseableFile = RuleID("unparseable-file")
}

/// `unparseable-file`: a file that cannot be read or does not parse as Swift 5 or later, reported
/// at its first problem, so that no file is ever skipped silently. ``FileLinter`` asks it before
/// any other rule, and only then: a file that parses has nothing for it to check.
struct UnparseableFile: LintRule {
    let id = RuleID.unparseableFile
    let defaultSeverity = Severity.error
    let summary = "Every Swift file can be read and parsed, so that every file is checked."

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { nil }

    /// The finding of a file that cannot be read, at its first line.
    static func finding(path: String, reason: String, configuration: LintConfiguration) -> [Finding] {
        guard configuration.isEnabled(.unparseableFile) else { return [] }
        return [Finding(path: path, line: 1, column: 1, severity: configuration.severity(of: .unparseableFile), rule: .unparseableFile, message: "cannot check this file: \(reason)")]
    }

    /// The finding of a tree with errors, at its first syntax error.
    static func finding(tree: SourceFileSyntax, source: String, path: String, locator: LineLocator, configuration: LintConfiguration) -> [Finding] {
        guard configuration.isEnabled(.unparseableFile) else { return [] }
        let firstError = FirstErrorLocator(viewMode: .all)
        firstError.walk(tree)
        let position = firstError.position ?? tree.position
        let location = locator.location(for: position)
        return [Finding(
            path: path, line: location.line, column: FileLinter.column(of: position, utf8Column: location.column, in: source),
            severity: configuration.severity(of: .unparseableFile), rule: .unparseableFile,
            message: "this file does not parse as Swift (the first problem is here), so no rule checked it"
        )]
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
