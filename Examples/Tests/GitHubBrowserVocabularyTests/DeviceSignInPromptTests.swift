import Foundation
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import Testing

/// The device sign-in's prompt: what it shows, and what a damaged replay file cannot make it show.
@Suite("Device sign-in prompt")
struct DeviceSignInPromptTests {
    let prompt = DeviceSignInPrompt(DeviceAuthorization(
        userCode: "WDJB-MJHT", verificationURL: URL(string: "https://github.com/login/device")!,
        expiresAt: Date(timeIntervalSince1970: 1_800_000_900), interval: .seconds(5),
        deviceCode: DeviceCode("3584d83530557fdd1f46af8289938c8ef79f9dc5")
    ))

    @Test("it shows the code, the address and the expiry in the screen's time zone; the device code stays out")
    func shows() throws {
        #expect(prompt.userCode == "WDJB-MJHT")
        #expect(prompt.instruction == "Open https://github.com/login/device in a browser and enter this code:")
        #expect(prompt.expiryText(timeZone: .gmt) == "The code works until 08:15. Waiting for GitHub…")
        #expect(prompt.expiryText(timeZone: TimeZone(secondsFromGMT: 9 * 3600)!).contains("17:15"))
        let json = String(decoding: try JSONEncoder().encode(prompt), as: UTF8.self)
        #expect(!json.contains("3584d835"), "the device code is not encoded")
        #expect(try JSONDecoder().decode(DeviceSignInPrompt.self, from: Data(json.utf8)) == prompt)
    }

    @Test("decoding refuses a code or an address the client would refuse", arguments: [
        #"{"userCode":"WDJB\u001b[2J","address":"https://github.com/login/device","expiresAt":0}"#,
        #"{"userCode":"wdjb-mjht","address":"https://github.com/login/device","expiresAt":0}"#,
        #"{"userCode":"","address":"https://github.com/login/device","expiresAt":0}"#,
        #"{"userCode":"ABCDEFGHIJKLMNOPQ","address":"https://github.com/login/device","expiresAt":0}"#,
        #"{"userCode":"WDJB-MJHT","address":"http://github.com/login/device","expiresAt":0}"#,
        #"{"userCode":"WDJB-MJHT","address":"https://github.com/\u001b]8;;x","expiresAt":0}"#,
        #"{"userCode":"WDJB-MJHT","address":"https://github.com/login device","expiresAt":0}"#,
        #"{"userCode":"WDJB-MJHT","address":"file:///etc/passwd","expiresAt":0}"#,
    ])
    func refusesHostile(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DeviceSignInPrompt.self, from: Data(json.utf8)) }
    }
}
