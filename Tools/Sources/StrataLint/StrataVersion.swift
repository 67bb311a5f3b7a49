/// The version of Strata this build comes from: what `strata --version` prints and the SARIF
/// report's `tool.driver.version` carries.
///
/// Read it to tell which release a report or a finding came from. It follows Semantic Versioning
/// (`MAJOR.MINOR.PATCH`).
public enum StrataVersion {
    /// The release, as `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
