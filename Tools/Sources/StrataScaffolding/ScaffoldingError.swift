/// Why `strata new screen` wrote nothing.
public enum ScaffoldingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name is not an upper-camel-case Swift identifier.
    case invalidName(String)
    /// The module name is not a Swift identifier.
    case invalidModule(String)
    /// The name is a Swift keyword or a name Swift reserves (`Self`, `Any`, `Type`, `_`).
    case reservedName(String)
    /// The module name is a Swift keyword, a name Swift reserves, or the name of a module the
    /// generated code imports or of a driver's target (`Foundation`, `StrataCore`, `TerminalUI`).
    case reservedModule(String)
    /// The name (or the module name) is longer than ``ScreenRequest/maximumNameLength`` characters.
    case nameTooLong(String, limit: Int)
    /// These files exist already; nothing was written (pass `force` to replace them).
    case filesExist([String])
    /// A file or folder to write is a symbolic link (or, for a file, not a regular file): the
    /// generator never writes through one nor replaces it, `force` or not. Nothing was written.
    case notAPlainFile(path: String)
    /// The templates are not where the package put them.
    case templatesMissing(String)
    /// A file could not be written. Whatever this run had written — files and folders it created —
    /// has been removed again.
    case cannotWrite(path: String, reason: String)

    /// What went wrong, in one sentence.
    public var description: String {
        switch self {
        case .invalidName(let name):
            "'\(name)' is not a screen name: use an upper-camel-case Swift identifier such as ArticleList"
        case .invalidModule(let module):
            "'\(module)' is not a module name: use a Swift identifier"
        case .reservedName(let name):
            "'\(name)' is reserved in Swift, so it cannot name a screen: choose another name, such as \(name)Screen"
        case .reservedModule(let module):
            "'\(module)' cannot name the screen's module: it is a Swift keyword or reserved name, or a module the generated code imports or a driver's target"
        case let .nameTooLong(name, limit):
            "'\(name.prefix(24))…' is \(name.count) characters long: names of screens and modules are at most \(limit), so that every file name stays within the file system's limit"
        case .filesExist(let paths):
            "these files exist already, so nothing was written (use --force to replace them): \(paths.joined(separator: ", "))"
        case .notAPlainFile(let path):
            "\(path) is a symbolic link or not a regular file: strata new never writes through one or replaces it, so nothing was written"
        case .templatesMissing(let detail):
            "the templates are missing: \(detail)"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason); the files and folders this run had created were removed"
        }
    }
}
