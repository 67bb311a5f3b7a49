/// The input of one kind of message the user can send: how it is validated and which API call
/// sends it.
///
/// This is where the old `switch messageType` went (the open/closed principle): each kind is a
/// type, and a new kind is a new conforming type — ``MessageSender`` does not change. A kind the
/// user cannot send (``OfficialMessage``) simply has no input type, so the compiler refuses to
/// send one; nothing has to be checked at run time.
@MainActor
public protocol MessageInput: Sendable {
    /// The narrow API this kind needs (``TextMessageSendingAPI`` for text, …).
    associatedtype API
    /// The message the server returns for it.
    associatedtype Sent: Message

    /// Checks the input, usually with a ``MessageInputValidator``.
    func validate() throws(MessageInputError)

    /// Sends the (validated) input through `api`.
    func send(through api: API) async throws(MessageAPIError) -> Sent
}

/// The input of a ``TextMessage``.
public struct TextMessageInput: MessageInput {
    /// The text to send.
    public var text: String

    /// Creates the input.
    public init(text: String) {
        self.text = text
    }

    public func validate() throws(MessageInputError) {
        try MessageInputValidator.text.validate(text: text)
    }

    public func send(through api: any TextMessageSendingAPI) async throws(MessageAPIError) -> TextMessage {
        try await api.sendTextMessage(text: text)
    }
}

/// The input of an ``ImageMessage``: an image (required) and an optional caption.
public struct ImageMessageInput: MessageInput {
    /// The image to send; sending fails validation while it is `nil`.
    public var image: MessageImage?
    /// The optional caption.
    public var text: String?

    /// Creates the input.
    public init(image: MessageImage?, text: String? = nil) {
        self.image = image
        self.text = text
    }

    public func validate() throws(MessageInputError) {
        try MessageInputValidator.image.validate(text: text, image: image)
    }

    public func send(through api: any ImageMessageSendingAPI) async throws(MessageAPIError) -> ImageMessage {
        guard let image else { throw .rejected("no image") }
        return try await api.sendImageMessage(image: image, text: text)
    }
}
