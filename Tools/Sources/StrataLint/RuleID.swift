#if StrataTools
/// The identifier of a rule `strata lint` checks, as configuration files, suppression comments
/// and reports name it (`view-controller-length`, …).
///
/// Use it to turn a rule on or off in a ``LintConfiguration``, or to tell which rule a
/// ``Finding`` comes from. Each rule declares its identifier next to its check
/// (`RuleID.viewControllerLength`, …); ``allCases`` lists them in the order the reports do.
/// ``unparseableFile`` is not a rule of the articles: it reports a file that could not be read or
/// parsed, so that such a file is never skipped silently.
public struct RuleID: RawRepresentable, CaseIterable, Sendable, Hashable, Codable {
    /// The rule's name: `view-controller-length`.
    public let rawValue: String

    /// The identifier of a rule declared in its own file (`RuleID("view-controller-length")`).
    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier of the rule named `rawValue`, or `nil` when no rule has that name. Use it to
    /// read a rule's name from a configuration file or a suppression comment.
    public init?(rawValue: String) {
        guard let rule = LintRules.byName[rawValue] else { return nil }
        self = rule.id
    }

    /// Every rule, in the order the reports list them.
    public static var allCases: [RuleID] {
        LintRules.all.map(\.id)
    }

    /// What the rule asks for, in one sentence (the reports' rule descriptions).
    public var summary: String {
        LintRules.rule(self).summary
    }

    /// The severity a finding of this rule has unless the configuration says otherwise:
    /// ``Severity/error`` for the dependency rules and for files that cannot be checked,
    /// ``Severity/warning`` for the others.
    public var defaultSeverity: Severity {
        LintRules.rule(self).defaultSeverity
    }
}
#endif
