import Foundation
import GitHubBrowserInfrastructure
import Testing

@Suite("GitHubAPIConfiguration: the typed API address")
struct GitHubAPIConfigurationTests {
    @Test(
        "http(s) URLs with a host and a port from 1 to 65535 (or none) are accepted",
        arguments: ["https://api.github.com", "http://127.0.0.1:1", "http://127.0.0.1:65535", "https://ghe.example.com/api/v3", "http://[::1]:8080"]
    )
    func accepted(text: String) throws {
        let url = try GitHubAPIConfiguration.apiURL(parsing: text)
        #expect(url.absoluteString == text)
    }

    @Test(
        "a port outside 1-65535 is refused, even one Foundation reads as no port at all",
        arguments: ["0", "65536", "70000", "99999999999999999999", "0000"]
    )
    func portOutOfRange(port: String) {
        #expect(throws: APIURLError.portOutOfRange(port)) { try GitHubAPIConfiguration.apiURL(parsing: "http://127.0.0.1:\(port)/") }
        #expect(APIURLError.portOutOfRange(port).description == "must have a port from 1 to 65535, not \(port)")
    }

    @Test("anything but an http(s) URL with a host is refused", arguments: ["ftp://example.com", "http://", "http:/h", "not a url", "http://h:-1", ""])
    func notHTTP(text: String) {
        #expect(throws: APIURLError.notHTTP(text)) { try GitHubAPIConfiguration.apiURL(parsing: text) }
    }
}
