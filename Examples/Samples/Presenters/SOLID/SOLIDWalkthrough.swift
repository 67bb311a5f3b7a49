/// One step of the SOLID chapter's refactoring, as `strata-samples solid` prints it: what changed,
/// the shape of the code, and a run of that code.
public struct SOLIDStep: Sendable {
    /// The step's title.
    public let title: String
    /// The principle the step applies ("" for the starting point).
    public let principle: String
    /// What the step changes and what it buys, a sentence per line.
    public let explanation: [String]
    /// The shape of the code after the step, abridged.
    public let codeShape: String
    private let runner: @MainActor @Sendable () async -> [String]

    init(
        title: String, principle: String, explanation: [String], codeShape: String,
        run: @escaping @MainActor @Sendable () async -> [String]
    ) {
        self.title = title
        self.principle = principle
        self.explanation = explanation
        self.codeShape = codeShape
        self.runner = run
    }

    /// Runs the step's code against the in-memory server; returns one line per call.
    @MainActor
    public func run() async -> [String] {
        await runner()
    }
}

/// The steps of the SOLID chapter, from the `MessageSender` that does everything to the one that
/// only sends. Every step runs the sample's real types (``SOLIDBefore``, ``MessageInputValidator``,
/// ``MessageSender``, …).
public enum SOLIDWalkthrough {
    /// The steps, in the order of the chapter.
    public static let steps: [SOLIDStep] = [before, singleResponsibility, failable, dependencyInversion, interfaceSegregation, openClosed, after]

    static let longText = String(repeating: "a", count: 301)
    static let photo = MessageImage(name: "cat.jpg", byteCount: 48_213)

    static let before = SOLIDStep(
        title: "Before: one MessageSender does everything",
        principle: "",
        explanation: [
            "It keeps the input, validates it by switching on messageType, creates the concrete",
            "CommonMessageAPI itself and reports through a delegate. .official must never be passed,",
            "yet the type allows it; every new kind edits three switches.",
        ],
        codeShape: """
            final class MessageSender {
                private let api = CommonMessageAPI()      // concrete, made inside
                let messageType: MessageType             // .text, .image, .official (forbidden!)
                var text: String? { didSet { validate, tell delegate } }
                var image: MessageImage? { didSet { … } }
                private var isValid: Bool { switch messageType { … } }
                func send() { switch messageType { case .text: … case .image: … case .official: ??? } }
            }
            """,
        run: {
            let log = DelegateLog()
            var lines: [String] = []
            for (type, text, image) in [
                (SOLIDBefore.MessageType.text, "Hello", nil), (.text, longText, nil), (.image, "Look", nil),
                (.image, "Look", photo), (.official, "News", nil),
            ] as [(SOLIDBefore.MessageType, String, MessageImage?)] {
                let sender = SOLIDBefore.MessageSender(messageType: type)
                sender.delegate = log
                sender.text = text
                sender.image = image
                log.events.removeAll()
                sender.send()
                let outcome = log.events.last ?? "nothing"
                lines.append("\(type) \(describe(text)) \(image.map { "+ \($0.name) " } ?? "")→ \(outcome)")
            }
            lines.append("The delegate only learns \"invalid\": not which field, nor why.")
            return lines
        }
    )

    static let singleResponsibility = SOLIDStep(
        title: "Validation moves into MessageInputValidator",
        principle: "Single responsibility (S)",
        explanation: [
            "Validation changes for other reasons than sending, so it gets a type of its own.",
            "Its inputs are arguments, not hidden properties, and it can be tested alone.",
        ],
        codeShape: """
            struct MessageInputValidator {
                let textLimit: Int, requiresText: Bool, requiresImage: Bool
                static let text  = MessageInputValidator(textLimit: 300, requiresText: true, requiresImage: false)
                static let image = MessageInputValidator(textLimit: 80, requiresText: false, requiresImage: true)
                func validate(text: String?, image: MessageImage?) throws(MessageInputError)
            }
            """,
        run: {
            [
                ("text", MessageInputValidator.text, "Hello", nil), ("text", .text, "", nil), ("text", .text, longText, nil),
                ("image", .image, nil, photo), ("image", .image, String(repeating: "b", count: 81), photo), ("image", .image, "Look", nil),
            ].map { (kind: String, validator: MessageInputValidator, text: String?, image: MessageImage?) in
                let verdict = switch validator.result(text: text, image: image) {
                case .success: "valid"
                case .failure(let error): "invalid: \(error)"
                }
                return "\(kind) \(describe(text))\(image.map { " + \($0.name)" } ?? "") → \(verdict)"
            }
        }
    )

    static let failable = SOLIDStep(
        title: "Failable operations say how they fail",
        principle: "Failable operations (typed throws / Result)",
        explanation: [
            "The delegate call and the optional `result` become one return value or one typed error:",
            "MessageSendError.invalidInput(…) before any network call, .api(…) when the server fails.",
        ],
        codeShape: """
            func send(_ input: Input) async throws(MessageSendError) -> Input.Sent
            enum MessageSendError: Error { case invalidInput(MessageInputError), api(MessageAPIError) }
            let outcome: Result<Void, MessageInputError> = validator.result(text: …, image: …)
            """,
        run: {
            let sender = MessageSender<TextMessageInput>(api: CommonMessageAPI())
            return [
                "send \(describe("Hello")) → \(await outcome(of: sender, TextMessageInput(text: "Hello")))",
                "send \(describe("")) → \(await outcome(of: sender, TextMessageInput(text: "")))",
                "send \(describe(longText)) → \(await outcome(of: sender, TextMessageInput(text: longText)))",
            ]
        }
    )

    static let dependencyInversion = SOLIDStep(
        title: "The sender depends on an abstraction of the API",
        principle: "Dependency inversion (D)",
        explanation: [
            "The sender no longer creates CommonMessageAPI; it receives a protocol at construction.",
            "The app passes the real server, a test a fake — the sender's code is the same.",
        ],
        codeShape: """
            protocol TextMessageSendingAPI { func sendTextMessage(text: String) async throws(MessageAPIError) -> TextMessage }
            final class CommonMessageAPI: TextMessageSendingAPI, … { … }
            MessageSender<TextMessageInput>(api: CommonMessageAPI())              // the app
            MessageSender<TextMessageInput>(api: CommonMessageAPI(isOffline: true)) // any other server
            """,
        run: {
            let online = MessageSender<TextMessageInput>(api: CommonMessageAPI())
            let offline = MessageSender<TextMessageInput>(api: CommonMessageAPI(isOffline: true))
            return [
                "online server:  send \(describe("Hi")) → \(await outcome(of: online, TextMessageInput(text: "Hi")))",
                "offline server: send \(describe("Hi")) → \(await outcome(of: offline, TextMessageInput(text: "Hi")))",
            ]
        }
    )

    static let interfaceSegregation = SOLIDStep(
        title: "Each sender sees only the calls it needs",
        principle: "Interface segregation (I)",
        explanation: [
            "CommonMessageAPI also fetches messages; no sender needs that. Text, image and fetching each",
            "get a narrow protocol, so a stand-in for the text sender implements one method.",
        ],
        codeShape: """
            protocol TextMessageSendingAPI  { func sendTextMessage(text:) … }
            protocol ImageMessageSendingAPI { func sendImageMessage(image:text:) … }
            protocol MessageFetchingAPI     { func fetchAll(ofUserID:) …; func fetch(id:) … }
            final class EchoTextAPI: TextMessageSendingAPI { func sendTextMessage(text:) … }  // one method
            """,
        run: {
            let sender = MessageSender<TextMessageInput>(api: EchoTextAPI())
            return ["one-method stand-in: send \(describe("Ping")) → \(await outcome(of: sender, TextMessageInput(text: "Ping")))"]
        }
    )

    static let openClosed = SOLIDStep(
        title: "A kind of message is a type, not a case of a switch",
        principle: "Open/closed (O)",
        explanation: [
            "Each kind conforms to MessageInput: its own validation and its own API call. The sender is",
            "generic over it. StampMessageInput was added later, in its own file, without editing the",
            "sender; OfficialMessage has no input type, so sending one does not compile.",
        ],
        codeShape: """
            protocol MessageInput { associatedtype API; associatedtype Sent: Message
                func validate() throws(MessageInputError)
                func send(through api: API) async throws(MessageAPIError) -> Sent }
            struct TextMessageInput: MessageInput  { typealias API = any TextMessageSendingAPI … }
            struct ImageMessageInput: MessageInput { typealias API = any ImageMessageSendingAPI … }
            struct StampMessageInput: MessageInput { typealias API = any StampMessageSendingAPI … }  // added
            """,
        run: {
            let server = CommonMessageAPI()
            let images = MessageSender<ImageMessageInput>(api: server)
            let stamps = MessageSender<StampMessageInput>(api: server)
            return [
                "image \(photo.name) \(describe("Look")) → \(await outcome(of: images, ImageMessageInput(image: photo, text: "Look")))",
                "image without an image → \(await outcome(of: images, ImageMessageInput(image: nil, text: "Look")))",
                "stamp \"party\" → \(await outcome(of: stamps, StampMessageInput(stamp: "party")))",
                "stamp \"dance\" → \(await outcome(of: stamps, StampMessageInput(stamp: "dance")))",
            ]
        }
    )

    static let after = SOLIDStep(
        title: "After: three kinds through one small sender",
        principle: "All together",
        explanation: [
            "MessageSender<Input> validates through the input, calls the input's narrow API, and",
            "returns the message or a typed error. The server stores what every sender sent.",
        ],
        codeShape: """
            final class MessageSender<Input: MessageInput> {
                init(api: Input.API)
                func send(_ input: Input) async throws(MessageSendError) -> Input.Sent
            }
            """,
        run: {
            let server = CommonMessageAPI()
            _ = try? await MessageSender<TextMessageInput>(api: server).send(TextMessageInput(text: "Hello"))
            _ = try? await MessageSender<ImageMessageInput>(api: server).send(ImageMessageInput(image: photo))
            _ = try? await MessageSender<StampMessageInput>(api: server).send(StampMessageInput(stamp: "thanks"))
            let stored = (try? await server.fetchAll(ofUserID: 1)) ?? []
            return ["the server holds \(stored.count) messages:"] + stored.map { "  \(summary($0))" }
        }
    )

    /// What a send returns, or how it fails, as one phrase.
    static func outcome<Input>(of sender: MessageSender<Input>, _ input: Input) async -> String {
        do {
            return "sent \(summary(try await sender.send(input)))"
        } catch {
            return "\(error)"
        }
    }

    static func summary(_ message: any Message) -> String {
        switch message {
        case let text as TextMessage: "#\(text.id) text \(describe(text.text))"
        case let image as ImageMessage: "#\(image.id) image \(image.image.name)\(image.text.map { " " + describe($0) } ?? "")"
        case let stamp as StampMessage: "#\(stamp.id) stamp \"\(stamp.stamp)\""
        default: "#\(message.id) message"
        }
    }

    /// A text quoted, or shortened to its length when it is long.
    static func describe(_ text: String?) -> String {
        guard let text else { return "(no text)" }
        return text.count > 20 ? "(\(text.count) characters)" : "\"\(text)\""
    }
}

/// A delegate for the "before" step that records what the old sender reported.
@MainActor
private final class DelegateLog: SOLIDBefore.MessageSenderDelegate {
    var events: [String] = []

    func messageSenderDidFindInvalidInput(_ sender: SOLIDBefore.MessageSender) {
        events.append("delegate: invalid")
    }

    func messageSenderDidFinishSending(_ sender: SOLIDBefore.MessageSender) {
        events.append(sender.result.map { "delegate: sent \(SOLIDWalkthrough.summary($0))" } ?? "delegate: failed")
    }
}

/// A stand-in text API with the one method the text sender needs: it echoes the text back.
@MainActor
final class EchoTextAPI: TextMessageSendingAPI {
    func sendTextMessage(text: String) async throws(MessageAPIError) -> TextMessage {
        TextMessage(id: 0, text: text)
    }
}
