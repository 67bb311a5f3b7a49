import SamplePresenters
import Testing

/// The SOLID chapter's refactoring, principle by principle: each test shows what a principle bought.
@Suite("SOLID: MessageSender after the refactoring")
@MainActor
struct SOLIDMessageSenderTests {
    // MARK: - S: the validator, tested alone

    @Test("the validator is tested alone: every rule, with what is wrong", arguments: [
        (MessageInputValidator.text, String?.some("Hello"), MessageImage?.none, MessageInputError?.none),
        (.text, "", nil, .missingText),
        (.text, nil, nil, .missingText),
        (.text, String(repeating: "x", count: 300), nil, nil),
        (.text, String(repeating: "x", count: 301), nil, .textTooLong(count: 301, limit: 300)),
        (.image, nil, MessageImage(name: "a.png", byteCount: 1), nil),
        (.image, String(repeating: "x", count: 80), MessageImage(name: "a.png", byteCount: 1), nil),
        (.image, String(repeating: "x", count: 81), MessageImage(name: "a.png", byteCount: 1), .textTooLong(count: 81, limit: 80)),
        (.image, "caption", nil, .missingImage),
    ])
    func validator(rule: MessageInputValidator, text: String?, image: MessageImage?, expected: MessageInputError?) {
        switch rule.result(text: text, image: image) {
        case .success: #expect(expected == nil)
        case .failure(let error): #expect(error == expected)
        }
    }

    // MARK: - D and I: the sender tested with a fake API

    @Test("with a fake API: a valid text is sent once and the server's message comes back")
    func sendsThroughTheFake() async throws {
        let api = FakeTextAPI()
        let sender = MessageSender<TextMessageInput>(api: api)
        api.sender = sender
        let message = try await sender.send(TextMessageInput(text: "Hello"))
        #expect(message == TextMessage(id: 42, text: "Hello"))
        #expect(api.sentTexts == ["Hello"])
        #expect(api.wasSendingDuringCall == [true], "the sender is sending while the API works")
        #expect(!sender.isSending)
    }

    @Test("invalid input fails with the reason and never reaches the API")
    func invalidInputNeverReachesTheAPI() async {
        let api = FakeTextAPI()
        let sender = MessageSender<TextMessageInput>(api: api)
        await #expect(throws: MessageSendError.invalidInput(.textTooLong(count: 301, limit: 300))) {
            try await sender.send(TextMessageInput(text: String(repeating: "x", count: 301)))
        }
        #expect(api.sentTexts.isEmpty)
    }

    @Test("an API failure comes back as a typed error, not as a nil result")
    func apiFailure() async {
        let api = FakeTextAPI()
        api.failure = .offline
        let sender = MessageSender<TextMessageInput>(api: api)
        var failure: MessageSendError?
        do { _ = try await sender.send(TextMessageInput(text: "Hi")) } catch { failure = error }
        #expect(failure == .api(.offline), "the error is typed: no cast needed to read it")
        #expect(!sender.isSending, "the sending flag is reset after a failure too")
    }

    // MARK: - O: a new kind without touching the sender

    @Test("a new kind of message, declared here in the tests, goes through the unchanged MessageSender")
    func newKindWithoutTouchingTheSender() async throws {
        let api = FakeVoiceAPI()
        let sender = MessageSender<VoiceMessageInput>(api: api)
        let voice = try await sender.send(VoiceMessageInput(seconds: 12, transcript: "See you at 7"))
        #expect(voice == VoiceMessage(id: 7, seconds: 12))
        await #expect(throws: MessageSendError.invalidInput(.textTooLong(count: 61, limit: 60))) {
            try await sender.send(VoiceMessageInput(seconds: 30, transcript: String(repeating: "x", count: 61)))
        }
        #expect(api.sentDurations == [12])
    }

    @Test("the sample's own added kind, the stamp, shares the real server with text and images")
    func stampOnTheRealServer() async throws {
        let server = CommonMessageAPI()
        _ = try await MessageSender<TextMessageInput>(api: server).send(TextMessageInput(text: "Hi"))
        let stamp = try await MessageSender<StampMessageInput>(api: server).send(StampMessageInput(stamp: "party"))
        #expect(stamp == StampMessage(id: 2, stamp: "party"))
        let all = try await server.fetchAll(ofUserID: 1)
        #expect(all.map(\.id) == [1, 2])
        await #expect(throws: MessageSendError.api(.rejected("unknown stamp \"dance\""))) {
            try await MessageSender<StampMessageInput>(api: server).send(StampMessageInput(stamp: "dance"))
        }
    }

    // MARK: - Before: what the refactoring removed

    @Test("before: the old sender accepts .official and can only say \"invalid\", not why")
    func beforeSender() {
        let log = BeforeDelegate()
        let official = SOLIDBefore.MessageSender(messageType: .official)
        official.delegate = log
        official.text = "News"
        official.send()
        #expect(log.events == ["invalid", "invalid"], "one report from didSet, one from send; no reason in either")

        let text = SOLIDBefore.MessageSender(messageType: .text)
        text.delegate = log
        log.events = []
        text.text = "Hello"
        text.send()
        #expect(log.events == ["sent"])
        #expect((text.result as? TextMessage)?.text == "Hello")
    }

    @Test("the walk-through applies S, O, I and D and typed errors, and every step's run prints its calls")
    func walkthrough() async {
        let steps = SOLIDWalkthrough.steps
        #expect(steps.count == 7)
        for principle in ["(S)", "(O)", "(I)", "(D)", "typed throws"] {
            #expect(steps.contains { $0.principle.contains(principle) }, "a step applies \(principle)")
        }
        for step in steps {
            let lines = await step.run()
            #expect(!lines.isEmpty, "step \"\(step.title)\" prints its run")
            #expect(!step.codeShape.isEmpty)
        }
        let openClosed = await steps[5].run()
        #expect(openClosed.contains { $0.contains("stamp \"party\" → sent") })
        #expect(openClosed.contains { $0.contains("invalid input: the image is missing") })
    }
}

// MARK: - Fakes and a kind added by the tests

/// A text API with the one method the text sender needs (interface segregation keeps it this small).
@MainActor
private final class FakeTextAPI: TextMessageSendingAPI {
    var sentTexts: [String] = []
    var failure: MessageAPIError?
    var wasSendingDuringCall: [Bool] = []
    weak var sender: MessageSender<TextMessageInput>?

    func sendTextMessage(text: String) async throws(MessageAPIError) -> TextMessage {
        if let failure { throw failure }
        sentTexts.append(text)
        wasSendingDuringCall.append(sender?.isSending ?? false)
        return TextMessage(id: 42, text: text)
    }
}

private struct VoiceMessage: Message, Equatable {
    let id: Int
    let seconds: Int
}

@MainActor
private protocol VoiceMessageSendingAPI: AnyObject {
    func sendVoiceMessage(seconds: Int) async throws(MessageAPIError) -> VoiceMessage
}

private struct VoiceMessageInput: MessageInput {
    let seconds: Int
    /// The recording's transcript, shown next to it: at most 60 characters.
    let transcript: String?

    func validate() throws(MessageInputError) {
        try MessageInputValidator(textLimit: 60, requiresText: false, requiresImage: false).validate(text: transcript)
    }

    func send(through api: any VoiceMessageSendingAPI) async throws(MessageAPIError) -> VoiceMessage {
        try await api.sendVoiceMessage(seconds: seconds)
    }
}

@MainActor
private final class FakeVoiceAPI: VoiceMessageSendingAPI {
    var sentDurations: [Int] = []

    func sendVoiceMessage(seconds: Int) async throws(MessageAPIError) -> VoiceMessage {
        sentDurations.append(seconds)
        return VoiceMessage(id: 7, seconds: seconds)
    }
}

@MainActor
private final class BeforeDelegate: SOLIDBefore.MessageSenderDelegate {
    var events: [String] = []
    func messageSenderDidFindInvalidInput(_ sender: SOLIDBefore.MessageSender) { events.append("invalid") }
    func messageSenderDidFinishSending(_ sender: SOLIDBefore.MessageSender) { events.append(sender.result == nil ? "failed" : "sent") }
}
