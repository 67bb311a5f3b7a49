/// Why a URL did not lead to a route: each case says what was wrong, in terms a log reader (or a
/// support engineer reading a user's link) understands.
public enum DeepLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not a URL at all (for example it has spaces that are not percent-encoded).
    case malformedURL(String)
    /// The URL has no scheme (`strata:` or `https:`).
    case missingScheme
    /// The URL's scheme is neither one of the app's custom schemes nor a web scheme the router
    /// accepts.
    case unsupportedScheme(String)
    /// A web link without a host.
    case missingHost
    /// A web link whose host is not one of the app's universal-link hosts.
    case unknownHost(String)
    /// A `%` not followed by two hexadecimal digits, or bytes that are not UTF-8.
    case malformedPercentEncoding(String)
    /// An empty path segment (`//`) at the given zero-based position of `path`.
    case emptySegment(path: String, position: Int)
    /// No registered pattern has this path.
    case noMatchingRoute(path: String)
    /// The path matched, but a query parameter the pattern requires is absent.
    case missingQueryParameter(name: String, path: String)
    /// The path matched, but a query parameter the pattern requires is empty.
    case emptyQueryParameter(name: String, path: String)
    /// A route builder asked for a parameter its pattern does not declare (a programming mistake).
    case undeclaredParameter(name: String, pattern: String)
    /// A parameter's value does not have the expected form (for example not a number).
    case invalidParameter(name: String, value: String, expected: String)
    /// A route builder refused the link for its own reason.
    case rejected(pattern: String, reason: String)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .malformedURL(let text):
            "\"\(text)\" is not a valid URL."
        case .missingScheme:
            "The link has no scheme."
        case .unsupportedScheme(let scheme):
            "Links with the scheme \"\(scheme)\" are not handled by this app."
        case .missingHost:
            "The web link has no host."
        case .unknownHost(let host):
            "Links to \"\(host)\" are not handled by this app."
        case .malformedPercentEncoding(let text):
            "\"\(text)\" has a malformed percent-encoding."
        case .emptySegment(let path, let position):
            "The path \"\(path)\" has an empty segment at position \(position)."
        case .noMatchingRoute(let path):
            "No screen matches the path \"\(path)\"."
        case .missingQueryParameter(let name, let path):
            "The link to \"\(path)\" needs the query parameter \"\(name)\"."
        case .emptyQueryParameter(let name, let path):
            "The query parameter \"\(name)\" of the link to \"\(path)\" is empty."
        case .undeclaredParameter(let name, let pattern):
            "The URL pattern \"\(pattern)\" has no parameter \"\(name)\"."
        case .invalidParameter(let name, let value, let expected):
            "The parameter \"\(name)\" is \"\(value)\", but \(expected) was expected."
        case .rejected(let pattern, let reason):
            "The link matched \"\(pattern)\" but was refused: \(reason)"
        }
    }
}
