import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserFakeGitHub
@testable import GitHubBrowserInfrastructure
import Testing

/// The rules every ``HTTPTransport`` keeps, checked against each transport this platform has: on
/// Linux both `URLSessionTransport` (the one Apple's platforms use) and `AsyncHTTPClientTransport`
/// (Linux's), on the same fake server.
@Suite("HTTP transports keep the same rules", .timeLimit(.minutes(2)))
struct HTTPTransportTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case urlSession
        #if LiveNetwork && canImport(AsyncHTTPClient)
        case asyncHTTPClient
        #endif

        var testDescription: String { rawValue }

        func make() -> any HTTPTransport {
            switch self {
            case .urlSession: URLSessionTransport(timeout: .seconds(90))
            #if LiveNetwork && canImport(AsyncHTTPClient)
            case .asyncHTTPClient: AsyncHTTPClientTransport.shared
            #endif
            }
        }
    }

    /// `GET /search/repositories?q=text` on `api`, asking for an uncompressed reply; its time-out is
    /// long enough for a loaded machine (no test here is about the clock).
    static func search(_ text: String, on api: URL) throws -> URLRequest {
        var components = try #require(URLComponents(url: api.appendingPathComponent("search/repositories"), resolvingAgainstBaseURL: false))
        components.queryItems = [URLQueryItem(name: "q", value: text)]
        var request = URLRequest(url: try #require(components.url), timeoutInterval: 90)
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        return request
    }

    @Test("a 3xx is the reply: it is not followed", arguments: Kind.allCases)
    func redirectIsTheReply(kind: Kind) async throws {
        try await FakeGitHub.run { fake, url in
            let (body, response) = try await kind.make().send(try Self.search(HostileSearch.redirectSameOrigin.rawValue, on: url), limit: 1 << 20)
            #expect(response.statusCode == 302)
            #expect(response.value(forHTTPHeaderField: "Location")?.contains("landed-same") == true)
            #expect(String(decoding: body, as: UTF8.self).contains("Moved"))
            #expect(fake.hitCount("landed-same") == 0)
        }
    }

    @Test("a 200 reply is returned whole, with its headers", arguments: Kind.allCases)
    func plainReply(kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            let (body, response) = try await kind.make().send(try Self.search("zephyr", on: url), limit: 1 << 20)
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
            #expect(String(decoding: body, as: UTF8.self).contains("zephyr-kite"))
        }
    }

    @Test("a POST's method and form body reach the server", arguments: Kind.allCases)
    func postBody(kind: Kind) async throws {
        try await FakeGitHub.run { fake, url in
            var request = URLRequest(url: url.appendingPathComponent("login/device/code"), timeoutInterval: 90)
            request.httpMethod = "POST"
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data("client_id=device-granted&scope=read%3Auser".utf8)
            let (body, response) = try await kind.make().send(request, limit: 1 << 20)
            #expect(response.statusCode == 200)
            #expect(String(decoding: body, as: UTF8.self).contains(FakeGitHub.deviceCode(for: "device-granted")))
            #expect(fake.hitCount("login/device/code device-granted") == 1)
        }
    }

    @Test("a compressed 200 is refused on its headers", arguments: Kind.allCases)
    func compressedReply(kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                try await kind.make().send(try Self.search(HostileSearch.gzipBomb.rawValue, on: url), limit: 4 << 20)
            } throws: { error in
                guard case let .encoded(encoding) = error as? HTTPTransportRefusal else { return false }
                return encoding == "gzip"
            }
        }
    }

    /// Only the transports that see a redirect's headers before its body: swift-corelibs-foundation
    /// decodes the whole gigabyte first, on the queue every request shares.
    static var seeRedirectHeadersFirst: [Kind] {
        #if canImport(FoundationNetworking)
        Kind.allCases.filter { $0 != .urlSession }
        #else
        Kind.allCases
        #endif
    }

    @Test("a compressed 302 (1 MiB of gzip, 1 GB decoded) is refused on its headers, and the transport answers the next request",
          arguments: seeRedirectHeadersFirst)
    func compressedRedirect(kind: Kind) async throws {
        try await FakeGitHub.run { fake, url in
            let transport = kind.make()
            await #expect {
                try await transport.send(try Self.search(HostileSearch.redirectGzipBomb.rawValue, on: url), limit: 4 << 20)
            } throws: { error in
                guard case let .encoded(encoding) = error as? HTTPTransportRefusal else { return false }
                return encoding == "gzip"
            }
            #expect(fake.hitCount("landed-same") == 0, "the redirect was not followed")
            let (body, _) = try await transport.send(try Self.search("zephyr", on: url), limit: 1 << 20)
            #expect(String(decoding: body, as: UTF8.self).contains("zephyr-kite"))
        }
    }

    @Test("a body without a length is cut at the cap", arguments: Kind.allCases)
    func oversizeBody(kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                try await kind.make().send(try Self.search(HostileSearch.oversize.rawValue, on: url), limit: 4 << 20)
            } throws: { error in
                guard case let .tooLarge(limit) = error as? HTTPTransportRefusal else { return false }
                return limit == 4 << 20
            }
        }
    }

    @Test("a declared length over the cap is refused on the headers, without waiting for the body", arguments: Kind.allCases)
    func oversizeDeclared(kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            // The body trickles a few bytes, then the server hangs up: a transport that waited for
            // it would end with the reply cut off, not with this refusal.
            await #expect {
                try await kind.make().send(try Self.search(HostileSearch.oversizeDeclared.rawValue, on: url), limit: 4 << 20)
            } throws: { error in
                guard case .tooLarge = error as? HTTPTransportRefusal else { return false }
                return true
            }
        }
    }

    @Test("a connection dropped after the headers is a reply cut off", arguments: Kind.allCases)
    func droppedMidBody(kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                try await kind.make().send(try Self.search("drop", on: url), limit: 4 << 20)
            } throws: { error in
                guard case .cutOff = error as? HTTPTransportRefusal else { return false }
                return true
            }
        }
    }

    @Test("nothing listening: cannot connect, at once", arguments: Kind.allCases)
    func nothingListening(kind: Kind) async throws {
        let url = try await FakeGitHub.run { _, url in url } // the port is free again once the server stops
        await #expect {
            try await kind.make().send(try Self.search("zephyr", on: url), limit: 1 << 20)
        } throws: { error in
            (error as? URLError)?.code == .cannotConnectToHost
        }
    }

    @Test("an https address served in plain HTTP: the secure connection failed, as the client reads it", arguments: Kind.allCases)
    func secureConnectionFails(kind: Kind) async throws {
        try await FakeGitHub.run { _, url in
            var components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
            components.scheme = "https"
            let secure = try #require(components.url)
            await #expect {
                try await kind.make().send(try Self.search("zephyr", on: secure), limit: 1 << 20)
            } throws: { error in
                guard case let .malformedResponse(detail) = GitHubAPIClient.transportError(error).error else { return false }
                return detail.hasPrefix("the secure connection failed")
            }
        }
    }
}
