#if StrataTools
/// The version of Strata this build comes from: the one number that `strata --version`, the SARIF
/// report's `tool.driver.version`, CHANGELOG.md and the READMEs' `.package(url:from:)` line all
/// carry (`Scripts/check-version.py` holds them together in CI).
///
/// Read it to tell which release a report or a finding came from. It follows Semantic Versioning:
/// see CHANGELOG.md and CONTRIBUTING.md ("Releasing") for what changes it.
public enum StrataVersion {
    /// The release, as `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
#endif
