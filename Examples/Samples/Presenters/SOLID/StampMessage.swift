/// A kind of message added after the refactoring, in a file of its own: a stamp (a sticker from a
/// fixed set). Nothing in ``MessageSender`` changed to support it — the open/closed principle at
/// work. ``CommonMessageAPI`` gains the one call it needs in an extension.
public struct StampMessage: Message, Equatable {
    public let id: Int
    /// The stamp's name, such as "thumbs-up".
    public let stamp: String

    /// Creates a stamp message as the server returns it.
    public init(id: Int, stamp: String) {
        self.id = id
        self.stamp = stamp
    }
}

/// What sending a stamp needs from the server.
@MainActor
public protocol StampMessageSendingAPI: AnyObject {
    /// Sends the stamp named `stamp`.
    func sendStampMessage(stamp: String) async throws(MessageAPIError) -> StampMessage
}

/// The input of a ``StampMessage``: one of ``availableStamps``.
public struct StampMessageInput: MessageInput {
    /// The stamps the server knows.
    public static let availableStamps = ["thumbs-up", "party", "thanks"]
    /// The stamp to send.
    public var stamp: String

    /// Creates the input.
    public init(stamp: String) {
        self.stamp = stamp
    }

    public func validate() throws(MessageInputError) {
        try MessageInputValidator(textLimit: 20, requiresText: true, requiresImage: false).validate(text: stamp)
    }

    public func send(through api: any StampMessageSendingAPI) async throws(MessageAPIError) -> StampMessage {
        try await api.sendStampMessage(stamp: stamp)
    }
}

extension CommonMessageAPI: StampMessageSendingAPI {
    public func sendStampMessage(stamp: String) async throws(MessageAPIError) -> StampMessage {
        guard StampMessageInput.availableStamps.contains(stamp) else { throw .rejected("unknown stamp \"\(stamp)\"") }
        return try store(StampMessage(id: try nextID(), stamp: stamp))
    }
}
