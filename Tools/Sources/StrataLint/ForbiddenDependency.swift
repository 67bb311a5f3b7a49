#if StrataTools
/// A rule of `forbidden` in `.strata-lint.yml`: no layer of ``from`` depends on a module of ``to``,
/// neither by an import nor, for the targets of `packages`, in the manifest — directly or through
/// other targets.
///
/// Use it for what the targets' dependencies alone do not say: that views never reach the
/// infrastructure, or that presentation logic never imports a UI driver.
///
/// ```yaml
/// forbidden:
///   - from: [GitHubBrowser*Views]
///     to: [GitHubBrowserInfrastructure]
/// ```
public struct ForbiddenDependency: Sendable, Hashable {
    /// The layers the rule holds (their names; `*` stands for any characters).
    public var from: [String]
    /// What they may not depend on: layers, modules that are no layer (`UIKit`), or products of
    /// packages that are not described (names; `*` stands for any characters).
    public var to: [String]

    /// Creates a rule.
    public init(from: [String], to: [String]) {
        self.from = from
        self.to = to
    }
}
#endif
