#if StrataTools
/// Every rule of `strata lint`, each listed once, in the order the reports list them (SARIF's
/// rule indexes follow it). A new rule is added here and nowhere else.
enum LintRules {
    static let all: [any LintRule] = [
        ViewControllerLength(),
        UIImportInPresentation(),
        InlineAlertHandler(),
        RootViewInitData(),
        ImplicitlyUnwrappedInjection(),
        InputRegistrationOutsideViewDidLoad(),
        ScreenTransitionInViewController(),
        LayerDependency(),
        UnparseableFile(),
    ]

    /// The rules by name.
    static let byName: [String: any LintRule] = Dictionary(all.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule `id` identifies. Every ``RuleID`` is made by a rule of ``all``.
    static func rule(_ id: RuleID) -> any LintRule {
        guard let rule = byName[id.rawValue] else {
            // Only a rule's own file makes its identifier: a rule missing from `all` is a
            // programming error, never a user's input (configurations and comments are read with
            // `RuleID(rawValue:)`, which knows only the rules of `all`).
            preconditionFailure("rule `\(id.rawValue)` is not listed in LintRules.all")
        }
        return rule
    }
}
#endif
