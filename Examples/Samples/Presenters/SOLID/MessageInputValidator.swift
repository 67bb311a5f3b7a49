/// Why a message's input cannot be sent.
public enum MessageInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is required and missing or empty.
    case missingText
    /// The text is longer than the kind of message allows.
    case textTooLong(count: Int, limit: Int)
    /// The image is required and missing.
    case missingImage

    public var description: String {
        switch self {
        case .missingText: "the text is missing"
        case .textTooLong(let count, let limit): "the text has \(count) characters, more than \(limit)"
        case .missingImage: "the image is missing"
        }
    }
}

/// The validation rules of one kind of message, in a type of their own (the single responsibility
/// principle): `MessageSender` sends, this checks.
///
/// Unlike the old sender's `isValid`, every input the rule depends on is an argument, and the
/// answer says *what* is wrong. Use ``text`` or ``image`` for the sample's two kinds, or build the
/// rule of a new kind with ``init(textLimit:requiresText:requiresImage:)``.
public struct MessageInputValidator: Sendable, Equatable {
    /// The longest text allowed, in characters.
    public let textLimit: Int
    /// Whether the text must be present and non-empty.
    public let requiresText: Bool
    /// Whether an image must be attached.
    public let requiresImage: Bool

    /// Creates a rule.
    public init(textLimit: Int, requiresText: Bool, requiresImage: Bool) {
        self.textLimit = textLimit
        self.requiresText = requiresText
        self.requiresImage = requiresImage
    }

    /// A text message: a text of 1 to 300 characters, no image.
    public static let text = MessageInputValidator(textLimit: 300, requiresText: true, requiresImage: false)
    /// An image message: an image, and a caption of at most 80 characters if any.
    public static let image = MessageInputValidator(textLimit: 80, requiresText: false, requiresImage: true)

    /// Checks `text` and `image` against the rule.
    ///
    /// - Throws: The first thing wrong: a missing text, a text too long, or a missing image.
    public func validate(text: String?, image: MessageImage? = nil) throws(MessageInputError) {
        if requiresText, text?.isEmpty ?? true { throw .missingText }
        if let text, text.count > textLimit { throw .textTooLong(count: text.count, limit: textLimit) }
        if requiresImage, image == nil { throw .missingImage }
    }

    /// The same check as a `Result`, for callers that store or pass the outcome on.
    public func result(text: String?, image: MessageImage? = nil) -> Result<Void, MessageInputError> {
        do {
            try validate(text: text, image: image)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
