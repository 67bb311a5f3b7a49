#if StrataTools
/// A key a rule takes in `.strata-lint.yml` besides `enabled` and `severity` (`max-lines` of
/// `view-controller-length`), and how its value sets the ``LintConfiguration``.
struct RuleOption: Sendable {
    /// The key, as the configuration file writes it.
    let key: String
    /// Reads the value into the configuration, throwing a ``ConfigurationError`` (its line is the
    /// value's) when the value is not what the option takes.
    let apply: @Sendable (ConfigurationValue, inout LintConfiguration) throws(ConfigurationError) -> Void
}
#endif
