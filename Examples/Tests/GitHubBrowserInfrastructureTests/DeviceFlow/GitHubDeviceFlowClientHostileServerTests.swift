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

    @Test("a sign-in: the code and the fake's page, two pending polls, then the token", arguments: Kind.allCases)
    func granted(kind: Kind) async throws {
        try await FakeGitHub.run { fake, url in
            let client = Self.client(url, kind: kind)
            let clientID = try Self.clientID(.granted)
            let authorization = try await client.startSignIn(clientID: clientID)
            #expect(authorization.userCode == FakeGitHub.userCode)
            #expect(authorization.verificationURL.absoluteString == url.absoluteString + "/login/device")
            #expect(authorization.deviceCode.secret == FakeGitHub.deviceCode(for: clientID.value))
            #expect(try await client.poll(authorization, clientID: clientID) == .pending)
            #expect(try await client.poll(authorization, clientID: clientID) == .pending)
            #expect(try await client.poll(authorization, clientID: clientID) == .granted(try AccessToken(FakeGitHub.validToken)))
            #expect(fake.credentialedHitCount("login/oauth/access_token device-granted") == 0)
        }
    }

    @Test("slow down names a longer interval, then the token", arguments: Kind.allCases)
    func slowDown(kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            let client = Self.client(url, kind: kind)
            let clientID = try Self.clientID(.slowDown)
            let authorization = try await client.startSignIn(clientID: clientID)
            #expect(try await client.poll(authorization, clientID: clientID) == .slowDown(interval: .seconds(DeviceFlowScript.slowDownInterval)))
            #expect(try await client.poll(authorization, clientID: clientID) == .granted(try AccessToken(FakeGitHub.validToken)))
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
        "a page elsewhere is never shown: another host, plain HTTP, a user name",
        arguments: [DeviceFlowScript.verificationOnOtherHost, .verificationInPlainHTTP, .verificationWithUser]
    )
    func verificationElsewhere(script: DeviceFlowScript) async throws {
        try await FakeGitHub.run { _, url in
            await #expect { try await Self.start(script, on: url, kind: .urlSession) } throws: {
                GitHubDeviceFlowClientTests.isMalformed($0, saying: "verification address")
            }
        }
    }

    @Test("a 5 MB code reply is cut off at 64 KiB", arguments: Kind.allCases)
    func hugeBody(kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            await #expect { try await Self.start(.hugeBody, on: url, kind: kind) } throws: {
                GitHubDeviceFlowClientTests.isMalformed($0, saying: "larger than 65536 bytes")
            }
        }
    }

    @Test("a user code with an escape sequence is malformed")
    func controlCharacters() async throws {
        try await FakeGitHub.run { _, url in
            await #expect { try await Self.start(.controlCharacterUserCode, on: url, kind: .urlSession) } throws: {
                GitHubDeviceFlowClientTests.isMalformed($0, saying: "user code")
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
