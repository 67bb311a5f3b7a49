#if StrataTools
import SwiftSyntax

/// One file while its rules check it: what every ``RuleCheck`` may read (its path, layer and
/// configuration, where the walk is, the imports so far) and where the checks report.
final class LintedFile {
    /// The file, as the linter was given it.
    let path: String
    /// The layer the file belongs to, if any.
    let layer: Layer?
    let configuration: LintConfiguration
    /// Lines and columns of positions, for rules that measure lines.
    let locator: LineLocator
    /// Where the walk is; kept by ``RuleDispatcher``.
    var scopes = ScopeStack()
    /// The file's imports so far, in order; kept by ``RuleDispatcher``.
    var imports: [(module: String, position: AbsolutePosition)] = []
    /// What the checks found, in the order they reported it.
    private(set) var findings: [RawFinding] = []
    /// The names of the methods this file calls on a receiver other than `self`
    /// (`emptyState.configure(…)`): what a finding that ``RawFinding/onlyIfCalledOutside`` is
    /// checked against.
    var outsideCallNames: Set<String> = []
    /// What this file tells the others about the view controller methods it calls at setup but
    /// does not declare: what a finding that ``RawFinding/needsSetupCallers`` is judged by.
    var setupCallFacts = SetupCallFacts()

    init(path: String, layer: Layer?, configuration: LintConfiguration, locator: LineLocator) {
        self.path = path
        self.layer = layer
        self.configuration = configuration
        self.locator = locator
    }

    /// Records a finding of `rule` at `position`; see ``RawFinding/onlyIfCalledOutside`` and
    /// ``RawFinding/needsSetupCallers``.
    func report(
        _ rule: RuleID, at position: AbsolutePosition, _ message: String, onlyIfCalledOutside methods: Set<String> = [], needsSetupCallers: Set<String> = []
    ) {
        findings.append(RawFinding(rule: rule, position: position, message: message, onlyIfCalledOutside: methods, needsSetupCallers: needsSetupCallers))
    }
}

/// A finding before severity and suppressions: the rule, where, and the message.
struct RawFinding {
    var rule: RuleID
    var position: AbsolutePosition
    var message: String
    /// When not empty, the finding stands only if code calls a method of one of these names on a
    /// receiver other than `self` (`emptyState.configure(…)`) — in this file, or, when a whole set
    /// of files is linted, in any of them. A rule that sees a method called only at setup in its
    /// own file uses it, because code elsewhere may call the method again.
    var onlyIfCalledOutside: Set<String> = []
    /// When not empty, the methods (each `Type.method`) that this file never calls, on the way
    /// from the finding to setup: the finding stands unless some file calls each of them at setup
    /// (see ``SetupCallFacts``) — and then it stands if code calls a method on those ways on
    /// another receiver, as with ``onlyIfCalledOutside``.
    var needsSetupCallers: Set<String> = []

    /// Whether the finding waits on what other files call.
    var isConditional: Bool { !onlyIfCalledOutside.isEmpty || !needsSetupCallers.isEmpty }
}
#endif
