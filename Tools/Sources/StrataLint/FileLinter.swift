import SwiftParser
import SwiftSyntax

/// Lints the text of one file: parses it, walks it once, then applies the configuration's
/// severities and the file's suppressions. The tree is dropped when it returns.
struct FileLinter {
    let configuration: LintConfiguration

    /// - Parameters:
    ///   - layer: the layer the file belongs to, if any (the `layer-dependency` rule).
    func lint(source: String, path: String, layer: Layer?) -> [Finding] {
        // The Swift 5 grammar: what most apps' files are written in (`@available (iOS 15.0, *)`
        // parses there); every Swift 6 construct the rules look at parses in it too.
        var parser = Parser(source, swiftVersion: .v5)
        let tree = SourceFileSyntax.parse(from: &parser)
        let converter = LineLocator(path: path, tree: tree)
        if tree.hasError {
            return unparseable(tree: tree, source: source, path: path, converter: converter)
        }
        let visitor = RuleVisitor(configuration: configuration, converter: converter)
        visitor.walk(tree)
        var raw = visitor.findings
        raw += uiImports(of: visitor, path: path)
        if let layer { raw += layerViolations(of: visitor.imports, in: layer) }
        guard !raw.isEmpty else { return [] }

        let suppressions = source.contains(Suppressions.marker) ? Suppressions(tree: tree, converter: converter.converter) : .none
        return raw.compactMap { finding in
            let location = converter.location(for: finding.position)
            guard !suppressions.suppresses(finding.rule, onLine: location.line) else { return nil }
            return Finding(
                path: path, line: location.line, column: Self.column(of: finding.position, utf8Column: location.column, in: source),
                severity: configuration.severity(of: finding.rule), rule: finding.rule, message: finding.message
            )
        }
        .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
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

    /// A finding for a file that cannot be read.
    func unreadable(path: String, reason: String) -> [Finding] {
        guard configuration.isEnabled(.unparseableFile) else { return [] }
        return [Finding(path: path, line: 1, column: 1, severity: configuration.severity(of: .unparseableFile), rule: .unparseableFile, message: "cannot check this file: \(reason)")]
    }

    // MARK: - unparseable-file

    private func unparseable(tree: SourceFileSyntax, source: String, path: String, converter: LineLocator) -> [Finding] {
        guard configuration.isEnabled(.unparseableFile) else { return [] }
        let locator = FirstErrorLocator(viewMode: .all)
        locator.walk(tree)
        let position = locator.position ?? tree.position
        let location = converter.location(for: position)
        return [Finding(
            path: path, line: location.line, column: Self.column(of: position, utf8Column: location.column, in: source),
            severity: configuration.severity(of: .unparseableFile), rule: .unparseableFile,
            message: "this file does not parse as Swift (the first problem is here), so no rule checked it"
        )]
    }

    // MARK: - ui-import-in-presentation

    private func uiImports(of visitor: RuleVisitor, path: String) -> [RuleVisitor.RawFinding] {
        guard configuration.isEnabled(.uiImportInPresentation) else { return [] }
        let components = path.split(separator: "/")
        // Test doubles and fixtures may drive UIKit.
        guard !components.dropLast().contains(where: { $0.hasSuffix("Tests") }) else { return [] }
        let fileName = components.last.map(String.init) ?? path
        // `HogePresenter.swift`, `UserView+ViewModel.swift`: the type a file is named after (or
        // the part after `+`), unless the file shows it to be a UIKit helper.
        let nameParts = fileName.split(separator: ".").first.map { $0.split(separator: "+").map(String.init) } ?? [fileName]
        let declared = visitor.presentationTypes
        let onlyUIKitHelpersDeclared = !declared.isEmpty && declared.values.allSatisfy { $0 }
        let namedAfterPresentation = [nameParts.first, nameParts.last].contains { part in
            guard let part, RuleVisitor.presentationSuffixes.contains(where: part.hasSuffix) else { return false }
            // Named after a UIKit helper, or after no type it declares while all it declares are.
            return declared[part].map { !$0 } ?? !onlyUIKitHelpersDeclared
        }
        guard namedAfterPresentation || visitor.declaresPresentationType else { return [] }
        return visitor.imports.filter { configuration.uiModules.contains($0.module) }.map { module, position in
            RuleVisitor.RawFinding(
                rule: .uiImportInPresentation, position: position,
                message: "presentation logic imports '\(module)'; presenters, view models, interactors, use cases, reducers and stores stay free of UI frameworks and drivers"
            )
        }
    }

    // MARK: - layer-dependency

    private func layerViolations(of imports: [(module: String, position: AbsolutePosition)], in layer: Layer) -> [RuleVisitor.RawFinding] {
        guard configuration.isEnabled(.layerDependency) else { return [] }
        let layers = configuration.layers
        let index = layers.firstIndex { $0.name == layer.name } ?? layers.count
        let allowed = Set(layer.mayImport ?? layers[..<index].map(\.name)).union([layer.name])
        return imports.compactMap { module, position in
            guard let target = layers.first(where: { $0.contains(module: module) }), !allowed.contains(target.name) else { return nil }
            let may = allowed.subtracting([layer.name]).sorted()
            let mayText = may.isEmpty ? "no other layer" : may.joined(separator: ", ")
            return RuleVisitor.RawFinding(
                rule: .layerDependency, position: position,
                message: "layer \(layer.name) imports '\(module)' of layer \(target.name); \(layer.name) may import \(mayText)"
            )
        }
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
