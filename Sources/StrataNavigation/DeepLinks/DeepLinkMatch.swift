import Foundation

/// What a URL matched: the pattern, its captured path parameters and the URL's query.
///
/// A route builder receives a match and turns it into the app's route:
///
/// ```swift
/// try router.register("/repos/:owner/:name") { match throws(DeepLinkError) in
///     .repository(owner: try match.parameter("owner"), name: try match.parameter("name"))
/// }
/// try router.register("/search?q=") { match in
///     .search(query: match.query("q") ?? "", page: try match.integer(query: "page") ?? 1)
/// }
/// ```
///
/// Values are percent-decoded; in the query, `+` stands for a space (the HTML form convention).
public struct DeepLinkMatch: Sendable, Hashable {
    /// The URL that matched.
    public let url: URL
    /// The pattern it matched.
    public let pattern: DeepLinkPattern
    /// The path parameters, by name.
    public let parameters: [String: String]
    /// Every query value, by name, in the order they appear in the URL.
    public let queryValues: [String: [String]]

    /// Creates a match; the router does this for you.
    public init(url: URL, pattern: DeepLinkPattern, parameters: [String: String], queryValues: [String: [String]]) {
        self.url = url
        self.pattern = pattern
        self.parameters = parameters
        self.queryValues = queryValues
    }

    /// The value of the path parameter `name`.
    ///
    /// - Throws: ``DeepLinkError/undeclaredParameter(name:pattern:)`` if the pattern has no such
    ///   parameter.
    public func parameter(_ name: String) throws(DeepLinkError) -> String {
        guard let value = parameters[name] else {
            throw .undeclaredParameter(name: name, pattern: pattern.description)
        }
        return value
    }

    /// The value of the path parameter `name` as an integer.
    ///
    /// - Throws: ``DeepLinkError/undeclaredParameter(name:pattern:)`` or
    ///   ``DeepLinkError/invalidParameter(name:value:expected:)``.
    public func integer(_ name: String) throws(DeepLinkError) -> Int {
        let value = try parameter(name)
        guard let number = Int(value) else {
            throw .invalidParameter(name: name, value: value, expected: "an integer")
        }
        return number
    }

    /// The first value of the query parameter `name`, or `nil` if the URL has none.
    public func query(_ name: String) -> String? {
        queryValues[name]?.first
    }

    /// The first value of the query parameter `name` as an integer, or `nil` if the URL has none.
    ///
    /// - Throws: ``DeepLinkError/invalidParameter(name:value:expected:)`` if it is not a number.
    public func integer(query name: String) throws(DeepLinkError) -> Int? {
        guard let value = query(name) else { return nil }
        guard let number = Int(value) else {
            throw .invalidParameter(name: name, value: value, expected: "an integer")
        }
        return number
    }
}
