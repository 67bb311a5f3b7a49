#if StrataTools
/// One problem `strata lint` found: where it is, which rule found it, how serious it is and what
/// to do about it.
///
/// Findings are what ``Linter`` returns and what a ``LintReport`` renders. Lines and columns
/// start at 1; the column counts Unicode scalars (characters, for most text), as SARIF's
/// `unicodeCodePoints` does.
public struct Finding: Sendable, Hashable, Codable {
    /// The file, as the linter was given it (relative paths stay relative).
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// How serious the finding is.
    public var severity: Severity
    /// The rule that found it.
    public var rule: RuleID
    /// What is wrong and what to do, in one sentence.
    public var message: String

    /// Creates a finding.
    public init(path: String, line: Int, column: Int, severity: Severity, rule: RuleID, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
    }
}
#endif
