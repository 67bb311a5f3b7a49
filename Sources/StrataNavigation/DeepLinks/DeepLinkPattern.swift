import Foundation

/// A URL path pattern such as `/repos/:owner/:name` or `/search?q=`, parsed once.
///
/// Literal segments must appear as written; `:name` segments capture one non-empty path segment
/// (percent-decoded); names after `?` are query parameters the URL must carry with a non-empty
/// value (`?q=` and `?q` mean the same). Other query parameters are allowed and available from the
/// ``DeepLinkMatch``.
///
/// You rarely create patterns yourself: ``DeepLinkRouter/register(_:build:)`` parses them. Use one
/// directly to build the path of a link, for instance in a share sheet or in tests:
///
/// ```swift
/// let pattern = try DeepLinkPattern("/repos/:owner/:name")
/// let path = try pattern.path(filling: ["owner": "apple", "name": "swift nio"])
/// // "/repos/apple/swift%20nio"
/// ```
public struct DeepLinkPattern: Sendable, Hashable, CustomStringConvertible {
    /// One segment of the pattern's path.
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    /// The pattern as written.
    public let description: String
    let segments: [Segment]
    /// The query parameters a URL must carry, in the order written.
    public let requiredQueryParameters: [String]

    /// Parses `pattern`.
    ///
    /// - Throws: ``DeepLinkPatternError`` if the pattern is malformed.
    public init(_ pattern: String) throws(DeepLinkPatternError) {
        description = pattern
        let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        guard path.hasPrefix("/") else { throw .missingLeadingSlash(pattern: pattern) }

        var pieces = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if pieces.last == "" { pieces.removeLast() }  // "/" and a trailing slash
        var segments: [Segment] = []
        var names: Set<String> = []
        for piece in pieces {
            guard !piece.isEmpty else { throw .emptySegment(pattern: pattern) }
            if piece.hasPrefix(":") {
                let name = String(piece.dropFirst())
                guard !name.isEmpty else { throw .emptyParameterName(pattern: pattern) }
                guard names.insert(name).inserted else { throw .duplicateParameter(name: name, pattern: pattern) }
                segments.append(.parameter(name))
            } else {
                segments.append(.literal(piece.removingPercentEncoding ?? piece))
            }
        }
        self.segments = segments

        var query: [String] = []
        if parts.count == 2 {
            var seen: Set<String> = []
            for item in parts[1].split(separator: "&") {
                var name = Substring(item)
                if name.hasSuffix("=") { name.removeLast() }
                guard !name.isEmpty, !name.contains("=") else { throw .invalidQuery(pattern: pattern) }
                guard seen.insert(String(name)).inserted else {
                    throw .duplicateParameter(name: String(name), pattern: pattern)
                }
                query.append(String(name))
            }
        }
        requiredQueryParameters = query
    }

    /// The names of the path parameters, in the order they appear.
    public var pathParameters: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// Builds the percent-encoded path (and query) of a URL that this pattern matches.
    ///
    /// - Parameters:
    ///   - parameters: A value for every path parameter; other keys are ignored.
    ///   - query: Query parameters to append, sorted by name; must include the required ones.
    /// - Throws: ``DeepLinkPatternError/missingValue(parameter:)`` or
    ///   ``DeepLinkPatternError/emptyValue(parameter:)``.
    public func path(filling parameters: [String: String], query: [String: String] = [:]) throws(DeepLinkPatternError) -> String {
        var path = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                path += "/" + Self.encode(text, allowing: .deepLinkSegmentAllowed)
            case .parameter(let name):
                guard let value = parameters[name] else { throw .missingValue(parameter: name) }
                guard !value.isEmpty else { throw .emptyValue(parameter: name) }
                path += "/" + Self.encode(value, allowing: .deepLinkSegmentAllowed)
            }
        }
        if path.isEmpty { path = "/" }
        for name in requiredQueryParameters {
            guard let value = query[name] else { throw .missingValue(parameter: name) }
            guard !value.isEmpty else { throw .emptyValue(parameter: name) }
        }
        guard !query.isEmpty else { return path }
        let items = query.sorted { $0.key < $1.key }.map { name, value in
            Self.encode(name, allowing: .deepLinkQueryAllowed) + "=" + Self.encode(value, allowing: .deepLinkQueryAllowed)
        }
        return path + "?" + items.joined(separator: "&")
    }

    /// Whether the pattern's segments fit `segments` (literals equal, same count).
    func matchesPath(_ segments: [String]) -> Bool {
        guard segments.count == self.segments.count else { return false }
        return zip(self.segments, segments).allSatisfy { pattern, actual in
            if case .literal(let text) = pattern { return text == actual }
            return true
        }
    }

    /// The captured path parameters for `segments`, which must fit (see ``matchesPath(_:)``).
    func captures(in segments: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for (pattern, actual) in zip(self.segments, segments) {
            if case .parameter(let name) = pattern { values[name] = actual }
        }
        return values
    }

    /// Whether `self` is more specific than `other` for the same path: at the first position where
    /// they differ, a literal beats a parameter; with equal paths, more required query parameters
    /// win.
    func isMoreSpecific(than other: DeepLinkPattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal, .parameter): return true
            case (.parameter, .literal): return false
            default: continue
            }
        }
        return requiredQueryParameters.count > other.requiredQueryParameters.count
    }

    private static func encode(_ text: String, allowing allowed: CharacterSet) -> String {
        // Encoding a Swift string (always valid Unicode) cannot fail; keep the text if it did.
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

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

extension CharacterSet {
    /// Characters left as they are in one path segment: unreserved characters and sub-delimiters.
    static let deepLinkSegmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;"))
    /// Characters left as they are in a query name or value (no `&`, `=`, `+`, `#`).
    static let deepLinkQueryAllowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#;"))
}
