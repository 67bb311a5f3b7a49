import GitHubBrowserDomain
import Testing

@Suite("AccessToken")
struct AccessTokenTests {
    @Test("trims a pasted token")
    func trims() throws {
        #expect(try AccessToken("  ghp_abc123\n").secret == "ghp_abc123")
    }

    @Test("refuses empty, spaced and overlong tokens with the reason")
    func refuses() {
        #expect(throws: AccessTokenError.empty) { try AccessToken(" ") }
        #expect(throws: AccessTokenError.containsWhitespace) { try AccessToken("ghp abc") }
        #expect(throws: AccessTokenError.tooLong(maximum: AccessToken.maximumLength)) {
            try AccessToken(String(repeating: "x", count: AccessToken.maximumLength + 1))
        }
        #expect(!AccessTokenError.containsWhitespace.description.isEmpty)
    }

    @Test("never shows the secret in its description")
    func redacted() throws {
        let token = try AccessToken("ghp_secret")
        #expect(!token.description.contains("secret"))
        #expect(!"\(token)".contains("ghp_"))
    }
}
