/// Why `strata new screen` wrote nothing.
public enum ScaffoldingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name is not an upper-camel-case Swift identifier.
    case invalidName(String)
    /// The module name is not a Swift identifier.
    case invalidModule(String)
    /// These files exist already; nothing was written (pass `force` to replace them).
    case filesExist([String])
    /// The templates are not where the package put them.
    case templatesMissing(String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)

    /// What went wrong, in one sentence.
    public var description: String {
        switch self {
        case .invalidName(let name):
            "'\(name)' is not a screen name: use an upper-camel-case Swift identifier such as ArticleList"
        case .invalidModule(let module):
            "'\(module)' is not a module name: use a Swift identifier"
        case .filesExist(let paths):
            "these files exist already, so nothing was written (use --force to replace them): \(paths.joined(separator: ", "))"
        case .templatesMissing(let detail):
            "the templates are missing: \(detail)"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        }
    }
}
