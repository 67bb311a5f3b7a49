#if StrataTools
import SwiftParser
import SwiftSyntax

/// Lints the text of one file: parses it, walks it once for every rule that is on (see
/// ``LintRules``), then applies the configuration's severities and the file's suppressions. The
/// tree is dropped when it returns.
struct FileLinter {
    let configuration: LintConfiguration

    /// What linting one file gives: its findings, those that stand only if a method is called on
    /// another receiver somewhere (see `RawFinding.onlyIfCalledOutside`) or is not called at setup
    /// by another file (`RawFinding.needsSetupCallers`), the methods the file calls on other
    /// receivers, and what it calls at setup.
    struct FileFindings {
        var findings: [Finding] = []
        var conditional: [(finding: Finding, methods: Set<String>, needsSetupCallers: Set<String>)] = []
        var outsideCallNames: Set<String> = []
        var setupCallFacts = SetupCallFacts()

        /// The findings, with the conditional ones that stand given what every file calls, in
        /// order: those waiting on a method no file calls at setup, and those one of whose methods
        /// (or of the methods on the way from setup in the other files) is in `calledOutside`.
        func resolved(calledOutside: Set<String>, setupCalls: SetupCallFacts) -> [Finding] {
            let kept = conditional.filter { condition in
                var methods = condition.methods
                if !condition.needsSetupCallers.isEmpty {
                    guard let open = setupCalls.openMethodsIfCalledAtSetup(condition.needsSetupCallers) else { return true }
                    methods.formUnion(open)
                }
                return !methods.isDisjoint(with: calledOutside)
            }.map(\.finding)
            guard !kept.isEmpty else { return findings }
            return (findings + kept).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        }
    }

    /// Lints one file on its own: a conditional finding stands if this file calls its method (or
    /// does not call it at setup).
    /// - Parameters:
    ///   - layer: the layer the file belongs to, if any (the `layer-dependency` rule).
    func lint(source: String, path: String, layer: Layer?) -> [Finding] {
        let result = lintFile(source: source, path: path, layer: layer)
        return result.resolved(calledOutside: result.outsideCallNames, setupCalls: result.setupCallFacts)
    }

    /// Lints one file, leaving the conditional findings to the caller. A file past one of the
    /// configuration's ``LintLimits`` — its size, how deep its brackets nest — is reported before
    /// the parser sees it; the parser stops at the same nesting depth.
    func lintFile(source: String, path: String, layer: Layer?) -> FileFindings {
        let limits = configuration.limits
        let size = source.utf8.count
        if size > limits.maximumFileSize {
            return unchecked(path: path, reason: .tooLarge(size: size, limit: limits.maximumFileSize))
        }
        let scanner = NestingScanner(maximumDepth: limits.maximumNestingDepth, maximumSquareBracketDepth: limits.maximumSquareBracketDepth)
        if let excess = scanner.firstExcess(in: source) {
            let (line, column) = Self.lineAndColumn(ofUTF8Offset: excess.offset, in: source)
            let reason: UnparseableFile.Reason = excess.squareBrackets
                ? .squareBracketsNestedTooDeep(limit: limits.maximumSquareBracketDepth) : .nestedTooDeep(limit: limits.maximumNestingDepth)
            return FileFindings(findings: UnparseableFile.finding(path: path, line: line, column: column, reason: reason, configuration: configuration))
        }
        // The Swift 5 grammar: what most apps' files are written in (`@available (iOS 15.0, *)`
        // parses there); every Swift 6 construct the rules look at parses in it too. The nesting
        // limit is given, not left to swift-syntax, whose default differs between debug and
        // release builds (20 and 256).
        var parser = Parser(source, maximumNestingLevel: limits.maximumNestingDepth, swiftVersion: .v5)
        let tree = SourceFileSyntax.parse(from: &parser)
        let converter = LineLocator(path: path, tree: tree, source: source)
        if tree.hasError {
            return FileFindings(findings: UnparseableFile.finding(tree: tree, source: source, path: path, locator: converter, configuration: configuration))
        }
        let file = LintedFile(path: path, layer: layer, configuration: configuration, locator: converter)
        let checks = LintRules.all.compactMap { rule in configuration.isEnabled(rule.id) ? rule.makeCheck(for: file) : nil }
        guard !checks.isEmpty else { return FileFindings() }
        RuleDispatcher(file: file, checks: checks).walk(tree)
        let raw = file.findings
        guard !raw.isEmpty else { return FileFindings(outsideCallNames: file.outsideCallNames, setupCallFacts: file.setupCallFacts) }

        let suppressions = Suppressions.mayBeIn(source) ? Suppressions(tree: tree, converter: converter.converter) : .none
        var result = FileFindings(outsideCallNames: file.outsideCallNames, setupCallFacts: file.setupCallFacts)
        for finding in raw {
            let location = converter.location(for: finding.position)
            guard !suppressions.suppresses(finding.rule, onLine: location.line) else { continue }
            let made = Finding(
                path: path, line: location.line, column: Self.column(of: finding.position, utf8Column: location.column, in: source),
                // A message quotes the code (a type's name, a call): shown escaped in every format,
                // so that no identifier can reorder or drive what shows it.
                severity: configuration.severity(of: finding.rule), rule: finding.rule, message: PrintableText.escaping(finding.message)
            )
            if finding.isConditional {
                result.conditional.append((made, finding.onlyIfCalledOutside, finding.needsSetupCallers))
            } else {
                result.findings.append(made)
            }
        }
        result.findings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return result
    }

    /// The column of `position` in Unicode scalars, from 1 (what SARIF's `unicodeCodePoints` and
    /// editors count), from its column in UTF-8 bytes: the same unless the line has non-ASCII text
    /// before it.
    static func column(of position: AbsolutePosition, utf8Column: Int, in source: String) -> Int {
        let utf8 = source.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: position.utf8Offset, limitedBy: utf8.endIndex) ?? utf8.endIndex
        let start = utf8.index(end, offsetBy: -(utf8Column - 1), limitedBy: utf8.startIndex) ?? utf8.startIndex
        let prefix = utf8[start..<end]
        guard !prefix.allSatisfy({ $0 < 0x80 }) else { return utf8Column }
        return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    }

    /// The line and column (in Unicode scalars), from 1, of the byte at `offset` of `source`.
    static func lineAndColumn(ofUTF8Offset offset: Int, in source: String) -> (line: Int, column: Int) {
        let utf8 = source.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex) ?? utf8.endIndex
        let before = utf8[..<end]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return (line, String(decoding: utf8[lineStart..<end], as: UTF8.self).unicodeScalars.count + 1)
    }

    /// The findings of a file or folder that was not checked.
    func unchecked(path: String, reason: UnparseableFile.Reason) -> FileFindings {
        FileFindings(findings: UnparseableFile.finding(path: path, reason: reason, configuration: configuration))
    }
}
#endif
