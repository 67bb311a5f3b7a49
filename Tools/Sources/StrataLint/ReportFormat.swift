#if StrataTools
import Foundation

/// How `strata lint` prints a ``LintReport``.
///
/// - ``text``: one line per finding, as the Swift compiler prints diagnostics
///   (`path:line:column: warning: message [rule]`), which Xcode and editors turn into links;
///   nothing at all when there is no finding.
/// - ``json``: `{"filesChecked", "errors", "warnings", "findings": [...]}` for scripts.
/// - ``sarif``: a SARIF 2.1.0 log, for code-scanning services: the tool's version, every rule, and
///   each file by a URI relative to `SRCROOT`, which the log maps to the root folder.
/// - ``github``: GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=…::…`),
///   which a workflow shows as annotations on the lines of a pull request.
///
/// Whatever came from outside — a path, a name in the code — cannot drive a terminal or reorder
/// a line: the text and GitHub formats show a control, bidirectional or line-separating character
/// as its escape (`\u{202E}`), so a line break in a file's name cannot start a line of its own,
/// and the JSON and SARIF formats write those characters as JSON escapes (`\u202e`).
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines.
    case text
    /// A JSON object.
    case json
    /// A SARIF 2.1.0 log.
    case sarif
    /// GitHub Actions annotations.
    case github

    /// The report in this format, with the paths of the SARIF and GitHub formats relative to the
    /// current folder; empty for ``text`` and ``github`` when there is no finding. Every non-empty
    /// result ends with a line break.
    public func render(_ report: LintReport) -> String {
        render(report, root: FileManager.default.currentDirectoryPath)
    }

    /// The report in this format, with the paths of the SARIF and GitHub formats relative to
    /// `root` (a file outside it keeps its absolute path); empty for ``text`` and ``github`` when
    /// there is no finding. Every non-empty result ends with a line break.
    ///
    /// - Parameters:
    ///   - report: The findings to render.
    ///   - root: The folder the files are named relative to: SARIF's `SRCROOT`, and the folder a
    ///     GitHub workflow runs in (its repository's root). Relative paths of the report are taken
    ///     as relative to the current folder.
    public func render(_ report: LintReport, root: String) -> String {
        switch self {
        case .text:
            report.findings.map { finding in
                let path = PrintableText.escaping(finding.path)
                let message = PrintableText.escaping(finding.message)
                return "\(path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(message) [\(finding.rule.rawValue)]\n"
            }.joined()
        case .json:
            Self.encode(JSONReport(report))
        case .sarif:
            Self.encode(SARIFLog(report, root: SourceRoot(root)))
        case .github:
            GitHubAnnotations.render(report, root: SourceRoot(root))
        }
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, a number or a nested object of those: encoding cannot fail.
        guard let data = try? encoder.encode(value) else { return "" }
        return PrintableText.jsonEscapingUnprintables(String(decoding: data, as: UTF8.self)) + "\n"
    }
}

/// The folder a report names its files relative to, for the SARIF and GitHub formats.
struct SourceRoot {
    /// The folder, absolute and standardized.
    let path: String

    init(_ root: String) {
        path = PathResolver.absolute(root, in: FileManager.default.currentDirectoryPath)
    }

    /// `path` relative to the root (`Sources/A.swift`), or `nil` when it is outside it.
    func relative(_ path: String) -> String? {
        if let relative = Self.relative(absolute(path), to: self.path) { return relative }
        // The same folders by another name (`/tmp` that is `/private/tmp`): compared with every
        // symbolic link resolved, which only a file outside the root costs.
        let resolve = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        return Self.relative(resolve(absolute(path)), to: resolve(self.path))
    }

    private static func relative(_ absolute: String, to root: String) -> String? {
        let prefix = root == "/" ? "/" : root + "/"
        guard absolute.hasPrefix(prefix), absolute.count > prefix.count else { return nil }
        return String(absolute.dropFirst(prefix.count))
    }

    /// `path`, absolute and standardized.
    func absolute(_ path: String) -> String {
        PathResolver.absolute(path, in: FileManager.default.currentDirectoryPath)
    }
}

/// The `--format json` object.
private struct JSONReport: Encodable {
    var filesChecked: Int
    var errors: Int
    var warnings: Int
    var findings: [Finding]

    init(_ report: LintReport) {
        filesChecked = report.filesChecked
        errors = report.findings.count { $0.severity == .error }
        warnings = report.findings.count { $0.severity == .warning }
        // A path stays what it is, for a script to open (its unprintable characters are JSON
        // escapes); a message, text for people, shows them as escapes.
        findings = report.findings.map { finding in
            var finding = finding
            finding.message = PrintableText.escaping(finding.message)
            return finding
        }
    }
}
#endif
