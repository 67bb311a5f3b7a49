/// The SOLID chapter's starting point, kept as it is so that the walk-through can run it: one
/// `MessageSender` that holds the input, validates it, talks to a concrete API and reports through
/// a delegate. Read it next to ``MessageSender``, the refactored one; do not use it as a model.
public enum SOLIDBefore {
    /// Which message the sender sends. `.official` exists because messages have three kinds, but
    /// the user can never send one: a value the sender must refuse at run time.
    public enum MessageType: Sendable, CaseIterable {
        case text, image, official
    }

    /// What the sender reports: that the input is not valid, or that sending finished.
    @MainActor
    public protocol MessageSenderDelegate: AnyObject {
        /// The input (or the message type) cannot be sent.
        func messageSenderDidFindInvalidInput(_ sender: MessageSender)
        /// The server answered; ``MessageSender/result`` holds the message, or `nil` on failure.
        func messageSenderDidFinishSending(_ sender: MessageSender)
    }

    /// The one class that talks to the message server: fetching and sending, every kind together.
    @MainActor
    public final class CommonMessageAPI {
        private var nextID = 1

        /// Creates the API client.
        public init() {}

        /// Fetches every message of a user (the sender never needs it, but depends on it anyway).
        public func fetchAll(ofUserID userID: Int, completion: ([any Message]?) -> Void) {
            completion([])
        }

        /// Fetches one message (the sender never needs it either).
        public func fetch(id: Int, completion: ((any Message)?) -> Void) {
            completion(nil)
        }

        /// Sends a text message.
        public func sendTextMessage(text: String, completion: (TextMessage?) -> Void) {
            completion(TextMessage(id: takeID(), text: text))
        }

        /// Sends an image message.
        public func sendImageMessage(image: MessageImage, text: String?, completion: (ImageMessage?) -> Void) {
            completion(ImageMessage(id: takeID(), image: image, text: text))
        }

        private func takeID() -> Int {
            defer { nextID += 1 }
            return nextID
        }
    }

    /// The sender before the refactoring. Everything is in here: the input (`text`, `image`),
    /// validation that switches on ``messageType``, the concrete ``CommonMessageAPI`` it creates
    /// itself, the loading state and the result, reported through a delegate.
    @MainActor
    public final class MessageSender {
        private let api = CommonMessageAPI()
        /// The kind of message this sender sends.
        public let messageType: MessageType
        /// Told when the input is invalid and when sending finishes.
        public weak var delegate: (any MessageSenderDelegate)?

        /// Creates a sender for `messageType`. Passing `.official` is forbidden — and nothing but
        /// this comment says so.
        public init(messageType: MessageType) {
            self.messageType = messageType
        }

        /// The text: a text message's body, or an image message's caption.
        public var text: String? {
            didSet { if !isTextValid { delegate?.messageSenderDidFindInvalidInput(self) } }
        }

        /// The image; only image messages use it.
        public var image: MessageImage? {
            didSet { if !isImageValid { delegate?.messageSenderDidFindInvalidInput(self) } }
        }

        /// Whether a message is being sent.
        public private(set) var isLoading = false
        /// The message the server returned, once sending succeeded.
        public private(set) var result: (any Message)?

        private var isTextValid: Bool {
            switch messageType {
            case .text: return text != nil && text!.count <= 300
            case .image: return text == nil || text!.count <= 80
            case .official: return false  // an official message cannot happen
            }
        }

        private var isImageValid: Bool {
            image != nil  // only matters for image messages
        }

        private var isValid: Bool {
            switch messageType {
            case .text: return isTextValid
            case .image: return isTextValid && isImageValid
            case .official: return false  // an official message cannot happen
            }
        }

        /// Sends the message built from ``text`` and ``image``, or tells the delegate it is invalid.
        public func send() {
            guard isValid else {
                delegate?.messageSenderDidFindInvalidInput(self)
                return
            }
            isLoading = true
            switch messageType {
            case .text:
                api.sendTextMessage(text: text!) { [weak self] message in
                    self?.isLoading = false
                    self?.result = message
                    self.map { $0.delegate?.messageSenderDidFinishSending($0) }
                }
            case .image:
                api.sendImageMessage(image: image!, text: text) { [weak self] message in
                    self?.isLoading = false
                    self?.result = message
                    self.map { $0.delegate?.messageSenderDidFinishSending($0) }
                }
            case .official:
                // The book's original stops the program here; the sample reports instead, so
                // that the walk-through can show the case.
                isLoading = false
                delegate?.messageSenderDidFindInvalidInput(self)
            }
        }
    }
}
