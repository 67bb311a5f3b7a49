/// Why a text is not a well-formed ``AccessToken``.
public enum AccessTokenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The token is empty or only white space.
    case empty
    /// The token has white space or line breaks inside.
    case containsWhitespace
    /// The token has a character no token has: a control character (DEL included) or one outside
    /// printable ASCII, which an HTTP header cannot carry.
    case invalidCharacter
    /// The token is longer than `maximum` characters.
    case tooLong(maximum: Int)

    /// A sentence a user can read.
    public var description: String {
        switch self {
        case .empty: "Paste a token to sign in."
        case .containsWhitespace: "A token has no spaces or line breaks inside; check what was pasted."
        case .invalidCharacter: "A token holds only printable ASCII letters, digits and punctuation; this text has another character (a control character or a non-ASCII one); check what was pasted."
        case let .tooLong(maximum): "That is longer than any token (\(maximum) characters at most)."
        }
    }
}

/// Codable, so that a log of the actions that carry it can be written and replayed.
extension AccessTokenError: Codable {}
