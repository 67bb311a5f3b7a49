/// Why the message server did not accept a message.
public enum MessageAPIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server cannot be reached.
    case offline
    /// The server refused the message, for the reason given.
    case rejected(String)

    public var description: String {
        switch self {
        case .offline: "the server cannot be reached"
        case .rejected(let reason): "the server refused the message: \(reason)"
        }
    }
}

/// What sending a text message needs from the server, and nothing more (interface segregation):
/// the sender of text messages depends on this one method, not on the whole API.
@MainActor
public protocol TextMessageSendingAPI: AnyObject {
    /// Sends `text` and returns the message the server stored.
    func sendTextMessage(text: String) async throws(MessageAPIError) -> TextMessage
}

/// What sending an image message needs from the server, and nothing more.
@MainActor
public protocol ImageMessageSendingAPI: AnyObject {
    /// Sends `image` with an optional caption and returns the message the server stored.
    func sendImageMessage(image: MessageImage, text: String?) async throws(MessageAPIError) -> ImageMessage
}

/// What reading messages needs from the server: the screens that list messages use it; no sender
/// does.
@MainActor
public protocol MessageFetchingAPI: AnyObject {
    /// Every message of a user, oldest first.
    func fetchAll(ofUserID userID: Int) async throws(MessageAPIError) -> [any Message]
    /// One message, or `nil` if there is none with that identifier.
    func fetch(id: Int) async throws(MessageAPIError) -> (any Message)?
}

/// The sample's message server, in memory: the one concrete API, behind the narrow protocols
/// (dependency inversion: the sender depends on the protocols, and so does this class).
///
/// Set ``isOffline`` to make every call fail with ``MessageAPIError/offline``.
@MainActor
public final class CommonMessageAPI: TextMessageSendingAPI, ImageMessageSendingAPI, MessageFetchingAPI {
    /// Every message stored, oldest first.
    public private(set) var messages: [any Message] = []
    /// Whether every call fails as if the network were down.
    public var isOffline: Bool

    /// Creates an empty server, reachable unless `isOffline`.
    public init(isOffline: Bool = false) {
        self.isOffline = isOffline
    }

    public func sendTextMessage(text: String) async throws(MessageAPIError) -> TextMessage {
        try store(TextMessage(id: try nextID(), text: text))
    }

    public func sendImageMessage(image: MessageImage, text: String?) async throws(MessageAPIError) -> ImageMessage {
        try store(ImageMessage(id: try nextID(), image: image, text: text))
    }

    public func fetchAll(ofUserID userID: Int) async throws(MessageAPIError) -> [any Message] {
        if isOffline { throw .offline }
        return messages
    }

    public func fetch(id: Int) async throws(MessageAPIError) -> (any Message)? {
        if isOffline { throw .offline }
        return messages.first { $0.id == id }
    }

    /// Stores a message the server accepted (used by the kinds added in extensions too).
    func store<Stored: Message>(_ message: Stored) throws(MessageAPIError) -> Stored {
        messages.append(message)
        return message
    }

    /// The identifier of the next message, or ``MessageAPIError/offline``.
    func nextID() throws(MessageAPIError) -> Int {
        if isOffline { throw .offline }
        return messages.count + 1
    }
}
