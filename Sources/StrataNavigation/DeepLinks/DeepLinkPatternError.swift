/// Why a URL pattern could not be registered, or a URL could not be built from one.
///
/// Patterns are written by the app's developers, but Strata reports a mistake in one as an error
/// rather than crashing, with the pattern in the message.
public enum DeepLinkPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern's path does not start with `/`.
    case missingLeadingSlash(pattern: String)
    /// The pattern has an empty segment (`//`).
    case emptySegment(pattern: String)
    /// A `:` with no name after it.
    case emptyParameterName(pattern: String)
    /// Two path parameters, or two query parameters, share a name.
    case duplicateParameter(name: String, pattern: String)
    /// The query part declares something other than names (`?q=` and `?q` are fine, `?q=x` is
    /// not), or an empty name.
    case invalidQuery(pattern: String)
    /// Building a URL: no value was given for a parameter of the pattern.
    case missingValue(parameter: String)
    /// Building a URL: the value given for a parameter is empty.
    case emptyValue(parameter: String)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .missingLeadingSlash(let pattern):
            "The URL pattern \"\(pattern)\" must start with \"/\"."
        case .emptySegment(let pattern):
            "The URL pattern \"\(pattern)\" has an empty segment (\"//\")."
        case .emptyParameterName(let pattern):
            "The URL pattern \"\(pattern)\" has a \":\" with no parameter name after it."
        case .duplicateParameter(let name, let pattern):
            "The URL pattern \"\(pattern)\" declares the parameter \"\(name)\" twice."
        case .invalidQuery(let pattern):
            "The query of the URL pattern \"\(pattern)\" must list parameter names only, like \"?q=&page=\"."
        case .missingValue(let parameter):
            "No value was given for the URL parameter \"\(parameter)\"."
        case .emptyValue(let parameter):
            "The value of the URL parameter \"\(parameter)\" is empty."
        }
    }
}
