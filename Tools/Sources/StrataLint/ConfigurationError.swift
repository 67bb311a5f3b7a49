#if StrataTools
/// A `.strata-lint.yml` that cannot be used: not YAML, or a key or value `strata lint` does not
/// know. `strata lint` prints it and exits with status 2.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration file, when the configuration came from one.
    public var path: String?
    /// The line of the problem, from 1, when it is known.
    public var line: Int?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(path: String?, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`, as a compiler would say it.
    public var description: String {
        switch (path, line) {
        case let (path?, line?): "\(path):\(line): \(message)"
        case let (path?, nil): "\(path): \(message)"
        case let (nil, line?): "line \(line): \(message)"
        case (nil, nil): message
        }
    }
}
#endif
