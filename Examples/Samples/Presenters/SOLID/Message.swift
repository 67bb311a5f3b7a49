/// A message of the SOLID chapter's sample: something the app shows in a conversation.
///
/// Three kinds exist: ``TextMessage`` and ``ImageMessage``, which the user can send, and
/// ``OfficialMessage``, which the user only receives.
public protocol Message: Sendable {
    /// The server's identifier for the message.
    var id: Int { get }
}

/// A message made of text only.
public struct TextMessage: Message, Equatable {
    public let id: Int
    /// The message's text.
    public let text: String

    /// Creates a text message as the server returns it.
    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// A message made of an image and, optionally, a short caption.
public struct ImageMessage: Message, Equatable {
    public let id: Int
    /// The attached image.
    public let image: MessageImage
    /// The caption, if the user wrote one.
    public let text: String?

    /// Creates an image message as the server returns it.
    public init(id: Int, image: MessageImage, text: String?) {
        self.id = id
        self.image = image
        self.text = text
    }
}

/// A message from the service itself: the user receives it and can never send one.
public struct OfficialMessage: Message, Equatable {
    public let id: Int
    /// The announcement's text.
    public let text: String

    /// Creates an official message as the server returns it.
    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// The image of an ``ImageMessage`` (the sample stands in for `UIImage` with a name and a size, so
/// that it needs no UI framework).
public struct MessageImage: Equatable, Sendable, CustomStringConvertible {
    /// The image's file name.
    public let name: String
    /// The image's size in bytes.
    public let byteCount: Int

    /// Creates an image description.
    public init(name: String, byteCount: Int) {
        self.name = name
        self.byteCount = byteCount
    }

    public var description: String { "\(name) (\(byteCount) bytes)" }
}
