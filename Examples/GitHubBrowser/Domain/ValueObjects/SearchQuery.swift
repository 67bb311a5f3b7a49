/// A validated search text: trimmed, not empty, at most ``maximumLength`` characters.
///
/// Build one from what the user typed before asking a ``RepositoryCatalog`` to search; the
/// initializer says precisely what is wrong with bad input, so a screen can show it instead of
/// sending a request that cannot succeed.
public struct SearchQuery: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The longest query accepted, in characters (GitHub refuses queries over 256 characters).
    public static let maximumLength = 256

    /// The trimmed text of the query.
    public let text: String

    /// Validates `rawText`: surrounding white space is removed, then the text must be non-empty and
    /// no longer than ``maximumLength`` characters.
    /// - Throws: ``SearchQueryError`` naming the rule that failed.
    public init(_ rawText: String) throws(SearchQueryError) {
        let trimmed = rawText.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= Self.maximumLength else {
            throw .tooLong(length: trimmed.count, maximum: Self.maximumLength)
        }
        self.text = trimmed
    }

    /// The words of the query (split on white space), in order.
    public var words: [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The query text.
    public var description: String { text }

    /// Decodes a query and validates it like ``init(_:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        try self.init(container.decode(String.self))
    }

    /// Encodes the query as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension String {
    /// The string without leading and trailing white space and newlines.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
