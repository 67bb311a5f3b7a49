/// A personal access token for the live source, validated for shape (not for validity — only the
/// source can say that; see the application's sign-in use case).
///
/// Keep tokens in this type so they are never printed by accident: its description is redacted.
public struct AccessToken: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The longest token accepted, in characters.
    public static let maximumLength = 512

    /// The token text, to put in an `Authorization` header and nowhere visible.
    public let secret: String

    /// Validates a token: trimmed, non-empty, no inner white space, only printable ASCII, at most
    /// ``maximumLength``.
    /// - Throws: ``AccessTokenError``.
    public init(_ rawText: String) throws(AccessTokenError) {
        let trimmed = rawText.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(maximum: Self.maximumLength) }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) else {
            throw .containsWhitespace
        }
        // What an `Authorization` header carries: visible ASCII. DEL or a C1 control would make the
        // request unsendable, and the user would be told of an unreadable reply instead.
        guard trimmed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw .invalidCharacter
        }
        self.secret = trimmed
    }

    /// Decodes a token and validates it like ``init(_:)``.
    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the token text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(secret)
    }

    /// A redacted form that is safe to log.
    public var description: String { "AccessToken(redacted, \(secret.count) characters)" }
}
