/// The client ID of a GitHub OAuth app (or GitHub App) that the device flow signs in through.
///
/// The device flow needs no client secret, but GitHub needs a registered app's client ID, and
/// Strata ships none: the user registers an app (with the device flow enabled) and supplies its
/// ID. Validated for shape only — letters, digits, `.`, `_` and `-`, at most ``maximumLength`` —
/// since it is sent in a request body and shown in messages.
public struct OAuthClientID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The longest client ID accepted, in characters (GitHub's are 20).
    public static let maximumLength = 64

    /// The ID, as GitHub shows it on the app's page (`Iv1.0123456789abcdef`, `Ov23li…`).
    public let value: String

    /// Validates `rawText`, trimmed of surrounding white space.
    /// - Throws: ``OAuthClientIDError``.
    public init(_ rawText: String) throws(OAuthClientIDError) {
        let trimmed = rawText.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(maximum: Self.maximumLength) }
        let allowed = trimmed.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-")
        }
        guard allowed else { throw .invalidCharacter }
        value = trimmed
    }

    /// Decodes an ID and validates it like ``init(_:)``.
    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the ID's text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// The ID.
    public var description: String { value }
}

/// Why a text is not a well-formed ``OAuthClientID``.
public enum OAuthClientIDError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// The text is longer than `maximum` characters.
    case tooLong(maximum: Int)
    /// The text holds a character no client ID has.
    case invalidCharacter

    /// A sentence a user can read.
    public var description: String {
        switch self {
        case .empty: "Give the client ID of your GitHub OAuth app (its page under Settings → Developer settings)."
        case let .tooLong(maximum): "That is longer than any client ID (\(maximum) characters at most)."
        case .invalidCharacter: "A client ID holds only ASCII letters, digits, '.', '_' and '-'; check what was pasted."
        }
    }
}
