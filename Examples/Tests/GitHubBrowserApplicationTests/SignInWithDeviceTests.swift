import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import Synchronization
import Testing

/// A clock whose sleeps return at once, each moving it on by what was asked: the use case's pace
/// is read from ``sleeps``, and ``date`` is the wall time it has reached.
final class ElapsingClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let state = Mutex<(now: Instant, sleeps: [Duration])>((Instant(offset: .zero), []))
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }
    var sleeps: [Duration] { state.withLock { $0.sleeps } }
    var date: Date { start.addingTimeInterval(Double(now.offset.components.seconds)) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(state.now.duration(to: deadline))
            state.now = max(state.now, deadline)
        }
    }
}

/// Answers the polls from a script, then "pending" for ever; counts them.
final class ScriptedDeviceFlow: DeviceFlowSource {
    private let answers: Mutex<[Result<DeviceFlowPoll, DataSourceError>]>
    private let polls = Mutex(0)
    let authorization: DeviceAuthorization

    init(_ answers: [Result<DeviceFlowPoll, DataSourceError>], expiresAt: Date, interval: Duration = .seconds(5)) {
        self.answers = Mutex(answers)
        authorization = DeviceAuthorization(
            userCode: "WDJB-MJHT", verificationURL: URL(fileURLWithPath: "/device"), expiresAt: expiresAt, interval: interval,
            deviceCode: DeviceCode("device-secret")
        )
    }

    var pollCount: Int { polls.withLock { $0 } }

    func startSignIn(clientID: OAuthClientID) async throws -> DeviceAuthorization { authorization }

    func poll(_ authorization: DeviceAuthorization, clientID: OAuthClientID) async throws -> DeviceFlowPoll {
        polls.withLock { $0 += 1 }
        let next = answers.withLock { $0.isEmpty ? .success(.pending) : $0.removeFirst() }
        return try next.get()
    }
}

@Suite("SignInWithDevice")
struct SignInWithDeviceTests {
    static let account = Account(login: "mona", name: "Mona", publicRepositoryCount: 1)
    static let token = "gho_granted0123"

    static func useCase(_ flow: ScriptedDeviceFlow, clock: ElapsingClock, sessions: FakeSessions = FakeSessions()) throws -> SignInWithDevice {
        let signIn = SignIn(source: FakeAccountSource(validToken: token, account: account), sessions: sessions)
        return SignInWithDevice(source: flow, clientID: try OAuthClientID("Iv1.0123456789abcdef"), signIn: signIn, clock: clock, now: { clock.date })
    }

    @Test("polls at GitHub's interval until the code is entered, then signs in with the token and stores the session")
    func granted() async throws {
        let clock = ElapsingClock()
        let flow = ScriptedDeviceFlow([.success(.pending), .success(.pending), .success(.granted(try AccessToken(Self.token)))], expiresAt: clock.start.addingTimeInterval(900))
        let sessions = FakeSessions()
        let signIn = try Self.useCase(flow, clock: clock, sessions: sessions)
        let authorization = try await signIn.start()
        #expect(authorization.userCode == "WDJB-MJHT")
        #expect(try await signIn.finish(authorization) == Self.account)
        #expect(clock.sleeps == [.seconds(5), .seconds(5), .seconds(5)], "waits before every poll, never polls at once")
        #expect(try await sessions.current()?.account == Self.account)
    }

    @Test("“slow down” lengthens the wait to what GitHub names, and at least five seconds more, for every later poll")
    func slowDown() async throws {
        let clock = ElapsingClock()
        let flow = ScriptedDeviceFlow(
            [.success(.slowDown(interval: .seconds(7))), .success(.slowDown(interval: .seconds(30))), .success(.pending), .success(.granted(try AccessToken(Self.token)))],
            expiresAt: clock.start.addingTimeInterval(900)
        )
        _ = try await Self.useCase(flow, clock: clock).finish(flow.authorization)
        #expect(clock.sleeps == [.seconds(5), .seconds(10), .seconds(30), .seconds(30)])
    }

    @Test("an expired code, a refusal, a token GitHub then rejects, and a failing poll each end the sign-in with their error; nothing is stored")
    func failures() async throws {
        let cases: [(Result<DeviceFlowPoll, DataSourceError>, AppError)] = [
            (.success(.expired), .signInExpired), (.success(.denied), .signInDenied),
            (.success(.granted(try AccessToken("gho_revoked"))), .unauthorized), (.failure(.offline(detail: "x")), .offline),
        ]
        for (answer, expected) in cases {
            let clock = ElapsingClock()
            let flow = ScriptedDeviceFlow([answer], expiresAt: clock.start.addingTimeInterval(900))
            let sessions = FakeSessions()
            await #expect(throws: expected) { try await Self.useCase(flow, clock: clock, sessions: sessions).finish(flow.authorization) }
            #expect(try await sessions.current() == nil)
        }
    }

    @Test("stops polling once the code's time is up, even if GitHub keeps saying “pending”")
    func expiresByClock() async throws {
        let clock = ElapsingClock()
        let flow = ScriptedDeviceFlow([], expiresAt: clock.start.addingTimeInterval(60), interval: .seconds(5))
        await #expect(throws: AppError.signInExpired) { try await Self.useCase(flow, clock: clock).finish(flow.authorization) }
        #expect(flow.pollCount == 11, "polls at 5, 10, … 55 s; at 60 s the code has expired")
    }

    @Test("cancelling the waiting task ends it as cancelled")
    func cancelled() async throws {
        let clock = ElapsingClock()
        // "Pending" for ever, and a code that never expires: only the cancellation can end it.
        let flow = ScriptedDeviceFlow([], expiresAt: .distantFuture)
        let signIn = try Self.useCase(flow, clock: clock)
        let task = Task { try await signIn.finish(flow.authorization) }
        task.cancel()
        await #expect(throws: AppError.cancelled) { try await task.value }
    }

    @Test("a client ID is checked for shape; the messages say what to give")
    func clientID() throws {
        #expect(try OAuthClientID("  Iv1.0123456789abcdef ").value == "Iv1.0123456789abcdef")
        #expect(throws: OAuthClientIDError.empty) { try OAuthClientID(" ") }
        #expect(throws: OAuthClientIDError.invalidCharacter) { try OAuthClientID("Iv1 0123") }
        #expect(throws: OAuthClientIDError.invalidCharacter) { try OAuthClientID("Iv1.\u{1B}[2J") }
        #expect(throws: OAuthClientIDError.tooLong(maximum: 64)) { try OAuthClientID(String(repeating: "a", count: 65)) }
        #expect(AppError(OAuthClientIDError.empty as any Error) == .invalidClientID(.empty))
        #expect(!DeviceCode("s3cret").description.contains("s3cret"))
    }
}
