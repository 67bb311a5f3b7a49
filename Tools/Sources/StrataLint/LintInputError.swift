#if StrataTools
/// A path given to ``Linter/lint(paths:workers:)`` that cannot be linted: `strata lint` prints it and exits
/// with status 2, as for any usage error.
public enum LintInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at this path.
    case noSuchPath(String)

    /// What was wrong, naming the path.
    public var description: String {
        switch self {
        case .noSuchPath(let path): "no such file or folder: \(path)"
        }
    }
}
#endif
