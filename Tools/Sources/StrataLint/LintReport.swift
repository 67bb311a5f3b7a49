#if StrataTools
/// What one run of the linter found: its findings, in file order then line order, and how many
/// files it read. Render it with ``ReportFormat``.
public struct LintReport: Sendable, Hashable {
    /// Every finding, by file (in the order the files were listed) then by line and column.
    public var findings: [Finding]
    /// How many Swift files were read.
    public var filesChecked: Int

    /// Creates a report.
    public init(findings: [Finding], filesChecked: Int) {
        self.findings = findings
        self.filesChecked = filesChecked
    }

    /// Whether any finding is an error (the run fails, exit status 1).
    public var hasErrors: Bool {
        findings.contains { $0.severity == .error }
    }
}
#endif
