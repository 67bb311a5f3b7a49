import Foundation
import GitHubBrowserDomain
import GitHubBrowserFakeGitHub
import GitHubBrowserInfrastructure
import Testing

/// `GitHubAPIClient.readme(of:)` against the fake GitHub: raw Markdown asked for and read, a missing
/// README, and the hostile ones — escape sequences, bytes that are not UTF-8, a body over the cap.
@Suite("GitHubAPIClient READMEs", .needsLiveTransport)
struct GitHubAPIClientReadmeTests {
    static func client(_ url: URL, token: String? = nil) -> GitHubAPIClient {
        GitHubAPIClientTests.client(url, token: token)
    }

    @Test("asks for the raw README and returns its Markdown")
    func plain() async throws {
        try await FakeGitHub.run { fake, url in
            let readme = try await Self.client(url).readme(of: RepositoryID(owner: "octo", name: "hello"))
            #expect(readme == Readme(FakeGitHubReadmes.hello))
            #expect(readme?.isTruncated == false)
            #expect(fake.hitCount("repos/octo/hello/readme") == 1)
        }
    }

    @Test("a repository without a README (or an unknown one: GitHub says 404 to both) has none, at once")
    func missing() async throws {
        try await FakeGitHub.run { fake, url in
            let none = try await Self.client(url).readme(of: RepositoryID(owner: "nimbus", name: "cloud-atlas"))
            #expect(none == nil)
            let unknown = try await Self.client(url).readme(of: RepositoryID(owner: "nobody", name: "nothing"))
            #expect(unknown == nil)
            #expect(fake.hitCount("repos/nimbus/cloud-atlas/readme") == 1, "a 404 is not retried")
        }
    }

    @Test("a hostile README arrives without a single control character, override or invalid byte, and with its text")
    func hostile() async throws {
        try await FakeGitHub.run { _, url in
            let answer = try await Self.client(url).readme(of: RepositoryID(owner: "octo", name: "zephyr-kite"))
            let readme = try #require(answer)
            let forbidden = readme.markdown.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}") }
            #expect(forbidden.isEmpty)
            #expect(readme.markdown == "# Kite\n]0;PWNEDtitle\n]52;c;ZXZpbA==clip\n[2Jclear\nabctxt.exe\n31mred\n    indented\n\u{FFFD}\u{FFFD} end\n")
        }
    }

    @Test("a README over the cap fails as an unreadable reply naming the cap, without being read whole")
    func oversized() async throws {
        try await FakeGitHub.run { _, url in
            await #expect(throws: DataSourceError.malformedResponse(detail: "the reply is larger than 1 MB")) {
                try await Self.client(url).readme(of: RepositoryID(owner: "octo", name: "zephyr-docs"))
            }
        }
    }

    @Test("the token goes with the README request, to the API's origin")
    func sendsToken() async throws {
        try await FakeGitHub.run { fake, url in
            _ = try await Self.client(url, token: FakeGitHub.validToken).readme(of: RepositoryID(owner: "octo", name: "hello"))
            #expect(fake.credentialedHitCount("repos/octo/hello/readme") == 1)
        }
    }
}
