import Foundation
import GitHubBrowserDomain
import GitHubBrowserFakeGitHub
@testable import GitHubBrowserInfrastructure
import Testing

/// ``GitHubDeviceFlowClient`` against the fake GitHub's device flow, on each transport this
/// platform has: GitHub's answers as they come over HTTP, and a server that misbehaves.
@Suite("GitHubDeviceFlowClient against the fake GitHub", .timeLimit(.minutes(2)))
struct GitHubDeviceFlowClientHostileServerTests {
    typealias Kind = HTTPTransportTests.Kind

    static func client(_ url: URL, kind: Kind) -> GitHubDeviceFlowClient {
        GitHubDeviceFlowClient(configuration: GitHubAPIConfiguration(apiURL: url, requestTimeout: .seconds(60)), transport: kind.make())
    }

    static func clientID(_ script: DeviceFlowScript) throws -> OAuthClientID {
        try OAuthClientID(script.rawValue)
    }

    /// Starts a sign-in with `script`'s client ID.
    static func start(_ script: DeviceFlowScript, on url: URL, kind: Kind) async throws -> DeviceAuthorization {
        try await client(url, kind: kind).startSignIn(clientID: clientID(script))
    }

    /// What the polls of `script` answer, in order, the last with the fake's token.
    static func polls(_ script: DeviceFlowScript) throws -> [DeviceFlowPoll] {
        let token = DeviceFlowPoll.granted(try AccessToken(FakeGitHub.validToken))
        return script == .slowDown ? [.slowDown(interval: .seconds(DeviceFlowScript.slowDownInterval)), token] : [.pending, .pending, token]
    }

    @Test(
        "a sign-in: the code and the fake's page, then two pending polls (or a slow down naming a longer interval), then the token; no credential is sent",
        arguments: [DeviceFlowScript.granted, .slowDown], Kind.allCases
    )
    func signIn(script: DeviceFlowScript, kind: Kind) async throws {
        try await FakeGitHub.run { fake, url in
            let client = Self.client(url, kind: kind)
            let clientID = try Self.clientID(script)
            let authorization = try await client.startSignIn(clientID: clientID)
            #expect(authorization.userCode == FakeGitHub.userCode)
            #expect(authorization.verificationURL.absoluteString == url.absoluteString + "/login/device")
            #expect(authorization.deviceCode.secret == FakeGitHub.deviceCode(for: clientID.value))
            for expected in try Self.polls(script) {
                #expect(try await client.poll(authorization, clientID: clientID) == expected)
            }
            #expect(fake.credentialedHitCount("login/oauth/access_token \(script.rawValue)") == 0)
        }
    }

    @Test("an expired code and a refusal end the poll", arguments: [(DeviceFlowScript.expired, DeviceFlowPoll.expired), (.denied, .denied)])
    func ended(script: DeviceFlowScript, expected: DeviceFlowPoll) async throws {
        try await FakeGitHub.run { _, url in
            let client = Self.client(url, kind: .urlSession)
            let authorization = try await client.startSignIn(clientID: Self.clientID(script))
            #expect(try await client.poll(authorization, clientID: Self.clientID(script)) == expected)
        }
    }

    @Test("a poll with another device code is GitHub's incorrect_device_code")
    func wrongDeviceCode() async throws {
        try await FakeGitHub.run { _, url in
            let client = Self.client(url, kind: .urlSession)
            let authorization = try await client.startSignIn(clientID: Self.clientID(.granted))
            let other = DeviceAuthorization(
                userCode: authorization.userCode, verificationURL: authorization.verificationURL, expiresAt: authorization.expiresAt,
                interval: authorization.interval, deviceCode: DeviceCode("forged")
            )
            await #expect { try await client.poll(other, clientID: Self.clientID(.granted)) } throws: {
                GitHubDeviceFlowClientTests.isRejected($0, saying: "start signing in again")
            }
        }
    }

    @Test("a client ID the fake does not know (404) says to check it")
    func unknownClient() async throws {
        try await FakeGitHub.run { _, url in
            await #expect { try await Self.start(.unknownClient, on: url, kind: .urlSession) } throws: {
                GitHubDeviceFlowClientTests.isRejected($0, saying: "no OAuth app with the client ID device-unknown")
            }
        }
    }

    @Test(
        "a code reply that cannot be trusted is malformed, saying why: a page elsewhere (another host, plain HTTP, a user name), 5 MB cut off at 64 KiB, an escape sequence in the user code",
        arguments: [
            (DeviceFlowScript.verificationOnOtherHost, "verification address"), (.verificationInPlainHTTP, "verification address"),
            (.verificationWithUser, "verification address"), (.hugeBody, "larger than 65536 bytes"), (.controlCharacterUserCode, "user code"),
        ],
        Kind.allCases
    )
    func untrustedCode(script: (DeviceFlowScript, String), kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            await #expect { try await Self.start(script.0, on: url, kind: kind) } throws: {
                GitHubDeviceFlowClientTests.isMalformed($0, saying: script.1)
            }
        }
    }

    @Test("an interval of 100,000 s and a life of 31 years are brought within a minute and an hour")
    func hostileTiming() async throws {
        try await FakeGitHub.run { _, url in
            let before = Date()
            let authorization = try await Self.start(.hostileTiming, on: url, kind: .urlSession)
            #expect(authorization.interval == .seconds(60))
            #expect(authorization.expiresAt <= Date().addingTimeInterval(3600))
            #expect(authorization.expiresAt >= before.addingTimeInterval(3600))
        }
    }

    @Test("a redirected code request is not followed: nothing reaches the other origin", arguments: Kind.allCases)
    func redirectedStart(kind: Kind) async throws {
        try await FakeGitHub.run { fake, url in
            await #expect { try await Self.start(.redirect, on: url, kind: kind) } throws: {
                GitHubDeviceFlowClientTests.isMalformed($0, saying: "redirect")
            }
            #expect(fake.hitCount("login/device/code device-redirect") == 1)
            #expect(fake.hitCount("other login/device/code device-redirect") == 0)
        }
    }

    @Test("a redirected poll is not followed: the device code never reaches the other origin", arguments: Kind.allCases)
    func redirectedPoll(kind: Kind) async throws {
        try await FakeGitHub.run { fake, url in
            let client = Self.client(url, kind: kind)
            let authorization = try await client.startSignIn(clientID: Self.clientID(.pollRedirect))
            await #expect { try await client.poll(authorization, clientID: Self.clientID(.pollRedirect)) } throws: {
                GitHubDeviceFlowClientTests.isMalformed($0, saying: "redirect")
            }
            #expect(fake.hitCount("login/oauth/access_token device-poll-redirect") == 1)
            #expect(fake.hitCount("other login/oauth/access_token device-poll-redirect") == 0)
        }
    }

    @Test("an error GitHub does not have is a refusal, its escape sequence removed")
    func unknownError() async throws {
        try await FakeGitHub.run { _, url in
            let client = Self.client(url, kind: .urlSession)
            let authorization = try await client.startSignIn(clientID: Self.clientID(.unknownError))
            await #expect { try await client.poll(authorization, clientID: Self.clientID(.unknownError)) } throws: { error in
                GitHubDeviceFlowClientTests.isRejected(error, saying: "GitHub refused the sign-in (31mhacked)") && !"\(error)".contains("\u{1B}")
            }
        }
    }
}
