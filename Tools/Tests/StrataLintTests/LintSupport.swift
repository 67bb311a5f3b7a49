#if StrataTools
import StrataLint

/// Lints `source` as the file at `path` with `configuration` (every rule, default severities).
func lint(_ source: String, path: String = "Sources/App/Screen.swift", configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
    Linter(configuration: configuration).lint(source: source, path: path)
}

/// The rules of the findings of `source`, in order.
func rules(_ source: String, path: String = "Sources/App/Screen.swift", configuration: LintConfiguration = LintConfiguration()) -> [RuleID] {
    lint(source, path: path, configuration: configuration).map(\.rule)
}

/// A configuration with only `rule` turned on.
func only(_ rule: RuleID) -> LintConfiguration {
    var configuration = LintConfiguration()
    configuration.disabledRules = Set(RuleID.allCases).subtracting([rule])
    return configuration
}
#endif
