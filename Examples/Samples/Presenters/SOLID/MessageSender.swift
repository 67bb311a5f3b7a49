/// Why ``MessageSender/send(_:)`` failed: the input was invalid, or the server did not accept it.
public enum MessageSendError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Validation refused the input; nothing was sent.
    case invalidInput(MessageInputError)
    /// The API call failed.
    case api(MessageAPIError)

    public var description: String {
        switch self {
        case .invalidInput(let error): "invalid input: \(error)"
        case .api(let error): "not sent: \(error)"
        }
    }
}

/// Sends messages of one kind: the SOLID chapter's `MessageSender` after the refactoring.
///
/// - **S**: it only sends; the kind's ``MessageInput`` validates with a ``MessageInputValidator``.
/// - **O**: it is generic over the kind; adding a kind adds a type and leaves this one alone.
/// - **I**, **D**: it holds the kind's narrow API protocol, given at construction — the real
///   ``CommonMessageAPI`` in the app, a fake in a test.
/// - Failable operations: ``send(_:)`` returns the sent message or throws a typed
///   ``MessageSendError``; no delegate, no optional result to read afterwards.
///
/// ```swift
/// let sender = MessageSender<TextMessageInput>(api: CommonMessageAPI())
/// let message = try await sender.send(TextMessageInput(text: "Hello"))
/// ```
@MainActor
public final class MessageSender<Input: MessageInput> {
    private let api: Input.API
    /// Whether a message is being sent.
    public private(set) var isSending = false

    /// Creates a sender that sends through `api`.
    public init(api: Input.API) {
        self.api = api
    }

    /// Validates `input`, then sends it.
    ///
    /// - Returns: The message the server stored.
    /// - Throws: ``MessageSendError/invalidInput(_:)`` without calling the API when validation
    ///   fails; ``MessageSendError/api(_:)`` when the API call fails.
    public func send(_ input: Input) async throws(MessageSendError) -> Input.Sent {
        do throws(MessageInputError) {
            try input.validate()
        } catch {
            throw .invalidInput(error)
        }
        isSending = true
        defer { isSending = false }
        do throws(MessageAPIError) {
            return try await input.send(through: api)
        } catch {
            throw .api(error)
        }
    }
}
