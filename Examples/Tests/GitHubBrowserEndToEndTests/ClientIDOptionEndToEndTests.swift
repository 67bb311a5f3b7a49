import Foundation
import StrataTesting
import Testing

/// The real `github-browser` given the client ID of the OAuth app that signing in through GitHub's
/// device flow needs: `--client-id` or `GITHUB_BROWSER_CLIENT_ID`, refused at start when it cannot
/// be one, with OAuthClientID's reason and where it came from.
@Suite("github-browser's client ID, end to end")
struct ClientIDOptionEndToEndTests {
    static let browser = ProcessRunner.builtExecutable(named: "github-browser")

    /// Runs the browser off a terminal (`--measure-startup`) on a database of its own, with
    /// `arguments` and `environment`.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessRunner.Result {
        let browser = try #require(Self.browser)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gb-client-id-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try ProcessRunner.run(
            browser, ["--database", folder.appendingPathComponent("browser.sqlite").path, "--measure-startup"] + arguments, environment: environment
        )
    }

    @Test("a --client-id that is no client ID is refused, naming the option and the reason", .enabled(if: browser != nil, "needs a built github-browser"))
    func malformedOption() throws {
        let result = try Self.run(["--client-id", "Iv1 0123"])
        #expect(result.status != 0)
        #expect(result.error.contains("--client-id: A client ID holds only ASCII letters, digits"), "\(result.error)")
    }

    @Test("a GITHUB_BROWSER_CLIENT_ID that is no client ID is refused, naming the variable", .enabled(if: browser != nil, "needs a built github-browser"))
    func malformedEnvironment() throws {
        let result = try Self.run([], environment: ["GITHUB_BROWSER_CLIENT_ID": String(repeating: "a", count: 65)])
        #expect(result.status != 0)
        #expect(result.error.contains("GITHUB_BROWSER_CLIENT_ID: That is longer than any client ID"), "\(result.error)")
    }

    @Test("--client-id wins over the variable, and a well-formed one starts the app", .enabled(if: browser != nil, "needs a built github-browser"))
    func optionWins() throws {
        let result = try Self.run(["--client-id", "Iv1.0123456789abcdef"], environment: ["GITHUB_BROWSER_CLIENT_ID": "bad id"])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test("the help and the browse command's help name the option and the variable, and say the Account tab then offers “Sign in with GitHub”", .enabled(if: browser != nil, "needs a built github-browser"))
    func help() throws {
        let overview = try ProcessRunner.run(try #require(Self.browser), ["--help"])
        #expect(overview.output.contains("--client-id ID"), "\(overview.output)")
        #expect(overview.output.contains("$GITHUB_BROWSER_CLIENT_ID"))
        let details = try ProcessRunner.run(try #require(Self.browser), ["help", "browse"])
        #expect(details.output.contains("--client-id <id>"), "\(details.output)")
        #expect(details.output.contains("$GITHUB_BROWSER_CLIENT_ID"))
        let words = details.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(#"the Account tab then offers "Sign in with GitHub""#), "what the option is for:\n\(details.output)")
    }
}
