#if StrataTools
import Foundation

/// How `strata lint` prints a ``LintReport``.
///
/// - ``text``: one line per finding, as the Swift compiler prints diagnostics
///   (`path:line:column: warning: message [rule]`), which Xcode and editors turn into links;
///   nothing at all when there is no finding.
/// - ``json``: `{"filesChecked", "errors", "warnings", "findings": [...]}` for scripts.
/// - ``sarif``: a SARIF 2.1.0 log, for code-scanning services.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines.
    case text
    /// A JSON object.
    case json
    /// A SARIF 2.1.0 log.
    case sarif

    /// The report in this format; empty for ``text`` when there is no finding. Every non-empty
    /// result ends with a line break.
    public func render(_ report: LintReport) -> String {
        switch self {
        case .text:
            report.findings.map { "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.rule.rawValue)]\n" }.joined()
        case .json:
            Self.encode(JSONReport(report))
        case .sarif:
            Self.encode(SARIFLog(report))
        }
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, a number or a nested object of those: encoding cannot fail.
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
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
        findings = report.findings
    }
}
#endif
