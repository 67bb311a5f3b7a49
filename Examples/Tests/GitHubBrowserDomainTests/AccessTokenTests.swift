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

    @Test("refuses a token with DEL, a C1 control or a non-ASCII character, which no header can carry",
          arguments: ["ghp_abc\u{7F}def", "ghp_abc\u{9B}def", "ghp_abcdéf", "ghp_abc\u{202E}def"])
    func refusesUnsendableCharacters(_ text: String) {
        #expect(throws: AccessTokenError.invalidCharacter) { try AccessToken(text) }
    }

    @Test("never shows the secret in its description")
    func redacted() throws {
        let token = try AccessToken("ghp_secret")
        #expect(!token.description.contains("secret"))
        #expect(!"\(token)".contains("ghp_"))
    }
}
