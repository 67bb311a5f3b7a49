#if StrataTools
/// How serious a ``Finding`` is: `strata lint` exits with status 1 when any finding is an
/// ``error``, and 0 when there are only ``warning``s.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    /// Reported, but does not fail the run.
    case warning
    /// Reported, and fails the run (exit status 1).
    case error
}
#endif
