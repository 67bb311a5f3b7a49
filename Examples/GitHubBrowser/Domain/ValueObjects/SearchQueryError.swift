/// Why a text is not a valid ``SearchQuery``.
///
/// Show it next to the search field; it never reaches a data source.
public enum SearchQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty or only white space.
    case empty
    /// The trimmed text has `length` characters, more than `maximum`.
    case tooLong(length: Int, maximum: Int)

    /// A sentence a user can read.
    public var description: String {
        switch self {
        case .empty:
            "Type something to search for."
        case let .tooLong(length, maximum):
            "The search text is \(length) characters long; the limit is \(maximum)."
        }
    }
}

/// Codable, so that a log of the actions that carry it can be written and replayed.
extension SearchQueryError: Codable {}
