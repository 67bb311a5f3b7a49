import Foundation

/// Turns the URLs that open the app — custom-scheme links and universal links — into the app's
/// typed routes, or into an error that says what was wrong.
///
/// Register one pattern per destination, then ask for the route of a URL:
///
/// ```swift
/// enum Route { case repository(owner: String, name: String), search(String) }
///
/// var router = DeepLinkRouter<Route>(customSchemes: ["strata"], universalLinkHosts: ["example.com"])
/// try router.register("/repos/:owner/:name") { match throws(DeepLinkError) in
///     .repository(owner: try match.parameter("owner"), name: try match.parameter("name"))
/// }
/// try router.register("/search?q=") { match in .search(match.query("q") ?? "") }
///
/// try router.route(for: URL(string: "strata://repos/apple/swift")!)          // .repository
/// try router.route(for: URL(string: "https://example.com/search?q=nio")!)    // .search("nio")
/// ```
///
/// ## How a URL becomes a path
/// - **Custom schemes** (`strata://repos/apple/swift`): in such a URL the first component,
///   `repos`, is what URL parsing calls the *host*. The router treats it as the first path
///   segment, so the link above has the path `/repos/apple/swift`. `strata:///repos/apple/swift`
///   (empty host) has the same path.
/// - **Web links** (`https://example.com/repos/apple/swift`) are accepted when the scheme is
///   `https` and the host is one of `universalLinkHosts` (compared without case); the path is the
///   URL's path. Other schemes fail with ``DeepLinkError/unsupportedScheme(_:)``, other hosts with
///   ``DeepLinkError/unknownHost(_:)``.
/// - Schemes compare without case; path segments compare with case. One trailing slash is
///   ignored; an empty segment elsewhere (`/repos//swift`) is an error. Each segment is
///   percent-decoded on its own, so `%2F` inside an owner name stays part of that name.
///
/// ## Which pattern wins
/// Among the patterns whose path fits, the most specific wins: at the first position where two
/// patterns differ, a literal segment beats a parameter (`/repos/new` beats `/repos/:owner`), and
/// for the same path, the pattern requiring more query parameters is tried first. A pattern whose
/// required query parameters are absent is skipped; if every fitting pattern is skipped, the error
/// names the first missing parameter of the most specific one. Patterns of equal specificity are
/// tried in registration order.
///
/// The router is a value you build once at launch; it is `Sendable`, so it can be shared.
public struct DeepLinkRouter<Route>: Sendable {
    private struct Entry: Sendable {
        let pattern: DeepLinkPattern
        let build: @Sendable (DeepLinkMatch) throws -> Route
    }

    /// The custom URL schemes of the app, lowercased.
    public let customSchemes: Set<String>
    /// The hosts of the app's universal links, lowercased.
    public let universalLinkHosts: Set<String>
    private var entries: [Entry] = []

    /// Creates a router with no patterns.
    ///
    /// - Parameters:
    ///   - customSchemes: The schemes the app registered (`["strata"]`).
    ///   - universalLinkHosts: The hosts of its universal links (`["example.com"]`); empty if the app
    ///     has none, in which case `https` links are rejected.
    public init(customSchemes: Set<String>, universalLinkHosts: Set<String> = []) {
        self.customSchemes = Set(customSchemes.map { $0.lowercased() })
        self.universalLinkHosts = Set(universalLinkHosts.map { $0.lowercased() })
    }

    /// The registered patterns, in registration order.
    public var patterns: [DeepLinkPattern] { entries.map(\.pattern) }

    /// Registers `pattern` and how to build a route from a URL that matches it.
    ///
    /// `build` may throw: a ``DeepLinkError`` is passed on as it is, any other error becomes
    /// ``DeepLinkError/rejected(pattern:reason:)``.
    /// - Throws: ``DeepLinkPatternError`` if the pattern is malformed.
    public mutating func register(
        _ pattern: String,
        build: @escaping @Sendable (DeepLinkMatch) throws -> Route
    ) throws(DeepLinkPatternError) {
        entries.append(Entry(pattern: try DeepLinkPattern(pattern), build: build))
    }

    /// The route for the link `text`, checked more strictly than `URL(string:)` does (which
    /// silently re-encodes a stray `%`).
    ///
    /// - Throws: ``DeepLinkError/malformedPercentEncoding(_:)`` or
    ///   ``DeepLinkError/malformedURL(_:)`` for text that is not a well-formed URL, and otherwise
    ///   what `route(for: URL)` throws.
    public func route(for text: String) throws(DeepLinkError) -> Route {
        guard Self.hasWellFormedPercentEncoding(text) else { throw .malformedPercentEncoding(text) }
        guard let url = URL(string: text, encodingInvalidCharacters: false) else { throw .malformedURL(text) }
        return try route(for: url)
    }

    /// The route for `url`.
    ///
    /// - Throws: A ``DeepLinkError`` that says what was wrong: scheme, host, percent-encoding,
    ///   an empty segment, no matching pattern, a missing query parameter, or the route builder's
    ///   refusal.
    public func route(for url: URL) throws(DeepLinkError) -> Route {
        let (entry, match) = try bestEntry(for: url)
        do {
            return try entry.build(match)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejected(pattern: match.pattern.description, reason: String(describing: error))
        }
    }

    /// The match for `url` — which pattern it fits and what it captured — without building a
    /// route. Useful to log or test how links are read.
    ///
    /// - Throws: What `route(for: URL)` throws, except the route builder's errors.
    public func match(_ url: URL) throws(DeepLinkError) -> DeepLinkMatch {
        try bestEntry(for: url).match
    }

    private func bestEntry(for url: URL) throws(DeepLinkError) -> (entry: Entry, match: DeepLinkMatch) {
        let encodedSegments = try pathSegments(of: url)
        var segments: [String] = []
        for segment in encodedSegments {
            guard let decoded = segment.removingPercentEncoding else { throw .malformedPercentEncoding(segment) }
            segments.append(decoded)
        }
        let path = "/" + segments.joined(separator: "/")
        let query = try Self.queryValues(of: url)

        var firstFailure: DeepLinkError?
        for entry in rankedEntries(fitting: segments) {
            if let failure = Self.queryFailure(of: entry.pattern, in: query, path: path) {
                firstFailure = firstFailure ?? failure
                continue
            }
            let match = DeepLinkMatch(
                url: url,
                pattern: entry.pattern,
                parameters: entry.pattern.captures(in: segments),
                queryValues: query
            )
            return (entry, match)
        }
        throw firstFailure ?? .noMatchingRoute(path: path)
    }

    /// The entries whose pattern fits `segments`, most specific first; equal ones keep their
    /// registration order.
    private func rankedEntries(fitting segments: [String]) -> [Entry] {
        entries.enumerated()
            .filter { $0.element.pattern.matchesPath(segments) }
            .sorted { lhs, rhs in
                if lhs.element.pattern.isMoreSpecific(than: rhs.element.pattern) { return true }
                if rhs.element.pattern.isMoreSpecific(than: lhs.element.pattern) { return false }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// The still-encoded path segments, with a custom scheme's host as the first one.
    private func pathSegments(of url: URL) throws(DeepLinkError) -> [String] {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { throw .missingScheme }
        var path = url.path(percentEncoded: true)
        if customSchemes.contains(scheme) {
            if let host = url.host(percentEncoded: true), !host.isEmpty {
                path = "/" + host + (path.hasPrefix("/") || path.isEmpty ? path : "/" + path)
            }
        } else if scheme == "https", !universalLinkHosts.isEmpty {
            guard let host = url.host(percentEncoded: false), !host.isEmpty else { throw .missingHost }
            guard universalLinkHosts.contains(host.lowercased()) else { throw .unknownHost(host) }
        } else {
            throw .unsupportedScheme(scheme)
        }
        if path.hasPrefix("/") { path.removeFirst() }
        guard !path.isEmpty else { return [] }
        var pieces = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if pieces.last == "" { pieces.removeLast() }
        if let position = pieces.firstIndex(of: "") {
            throw .emptySegment(path: url.path(percentEncoded: true), position: position)
        }
        return pieces
    }

    private static func queryValues(of url: URL) throws(DeepLinkError) -> [String: [String]] {
        guard let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery else {
            return [:]
        }
        var values: [String: [String]] = [:]
        for item in query.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try decodeQueryComponent(pair[0])
            let value = pair.count == 2 ? try decodeQueryComponent(pair[1]) : ""
            values[name, default: []].append(value)
        }
        return values
    }

    private static func decodeQueryComponent(_ text: Substring) throws(DeepLinkError) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else { throw .malformedPercentEncoding(String(text)) }
        return decoded
    }

    private static func queryFailure(of pattern: DeepLinkPattern, in query: [String: [String]], path: String) -> DeepLinkError? {
        for name in pattern.requiredQueryParameters {
            guard let value = query[name]?.first else { return .missingQueryParameter(name: name, path: path) }
            if value.isEmpty { return .emptyQueryParameter(name: name, path: path) }
        }
        return nil
    }

    /// Whether every `%` in `text` starts a two-hex-digit escape.
    static func hasWellFormedPercentEncoding(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default:
            false
        }
    }
}

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
