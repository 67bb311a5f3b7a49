import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain
@testable import GitHubBrowserInfrastructure
import Testing

/// Where the token may go when a redirect answers: the origin rules that the fake server cannot
/// show over plain HTTP (a downgrade from https, default ports).
@Suite("RedirectChain")
struct RedirectChainTests {
    static func request(_ address: String) throws -> URLRequest {
        var request = URLRequest(url: try #require(URL(string: address)))
        request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
        return request
    }

    static func redirect(_ status: Int = 302, from address: String, to location: String?) throws -> HTTPURLResponse {
        let headers = location.map { ["Location": $0] } ?? [:]
        let url = try #require(URL(string: address))
        return try #require(HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers))
    }

    @Test(
        "the token follows only to the same scheme, host and port",
        arguments: [
            ("https://api.github.com:443/search", true),
            ("/search?page=2", true),
            ("HTTPS://API.GITHUB.COM/x", true),
            ("http://api.github.com/search", false),
            ("https://api.github.com:8443/search", false),
            ("https://evil.example/search", false),
            ("https://api.github.com.evil.example/search", false),
            ("//uploads.github.com/x", false),
        ]
    )
    func tokenOnlyOnOrigin(location: String, keepsToken: Bool) throws {
        var chain = RedirectChain(try Self.request("https://api.github.com/search"))
        let next = try #require(try chain.follow(Self.redirect(from: "https://api.github.com/search", to: location)))
        #expect((next.value(forHTTPHeaderField: "Authorization") != nil) == keepsToken)
    }

    @Test("once the chain has left the origin, the token does not come back with a redirect home")
    func tokenNotRestored() throws {
        var chain = RedirectChain(try Self.request("https://api.github.com/search"))
        let away = try #require(try chain.follow(Self.redirect(from: "https://api.github.com/search", to: "https://evil.example/x")))
        #expect(away.value(forHTTPHeaderField: "Authorization") == nil)
        let home = try #require(try chain.follow(Self.redirect(from: "https://evil.example/x", to: "https://api.github.com/user")))
        #expect(home.url?.absoluteString == "https://api.github.com/user")
        #expect(home.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test("replies that are not redirects end the chain", arguments: [200, 300, 304, 404, 500])
    func notRedirects(status: Int) throws {
        var chain = RedirectChain(try Self.request("https://api.github.com/search"))
        #expect(try chain.follow(Self.redirect(status, from: "https://api.github.com/search", to: "/elsewhere")) == nil)
    }

    @Test("the sixth redirect is refused")
    func cap() throws {
        var chain = RedirectChain(try Self.request("https://api.github.com/0"))
        for hop in 1...RedirectChain.maximumRedirects {
            _ = try chain.follow(Self.redirect(307, from: "https://api.github.com/\(hop - 1)", to: "/\(hop)"))
        }
        #expect(throws: DataSourceError.malformedResponse(detail: "it redirected more than 5 times")) {
            try chain.follow(Self.redirect(307, from: "https://api.github.com/5", to: "/6"))
        }
    }

    @Test("a redirect to another scheme is refused", arguments: ["file:///etc/passwd", "ftp://api.github.com/x", "javascript:alert(1)", "data:,x"])
    func otherSchemes(location: String) throws {
        var chain = RedirectChain(try Self.request("https://api.github.com/search"))
        #expect {
            try chain.follow(Self.redirect(from: "https://api.github.com/search", to: location))
        } throws: { error in
            guard case let .malformedResponse(detail) = error as? DataSourceError else { return false }
            return detail.contains("not followed")
        }
    }
}
