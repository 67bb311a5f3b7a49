import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The READMEs ``FakeGitHub`` serves at `GET /repos/{owner}/{name}/readme`, one per behaviour:
/// `octo/hello` a plain one, `octo/zephyr-kite` a hostile one, `octo/zephyr-docs` one larger than
/// the client's cap; any other repository (`nimbus/cloud-atlas` included) has none (404).
///
/// Like GitHub, the fake answers raw Markdown only to `Accept: application/vnd.github.raw+json`,
/// and JSON with the content in base64 to anything else, so a client that asks wrongly shows JSON.
public enum FakeGitHubReadmes {
    /// The README of `octo/hello`: a heading, a paragraph with a link and inline code, a list and a
    /// fenced code block.
    public static let hello = """
        # Hello

        A **small** project. See [the docs](https://example.com/docs) and run `swift run`.

        - one
        - two

        ```swift
        print("hello")
        ```
        """

    /// The bytes of `octo/zephyr-kite`'s README: a window-title escape (OSC 0), a clipboard write
    /// (OSC 52), a screen clear (CSI 2 J), a right-to-left override, a one-byte C1 CSI, Windows line
    /// endings, a tab and two bytes that are not UTF-8.
    public static let hostile: [UInt8] = Array("# Kite\r\n\u{1B}]0;PWNED\u{07}title\r\n\u{1B}]52;c;ZXZpbA==\u{07}clip\r\n\u{1B}[2Jclear\r\nabc\u{202E}txt.exe\r\n\u{9B}31mred\r\n\tindented\r\n".utf8) + [0xFF, 0xFE] + Array(" end\n".utf8)

    /// The size of `octo/zephyr-docs`'s README: 2 MiB, twice the client's default cap.
    public static let oversizedLength = 2 * 1024 * 1024

    /// The reply for `owner/name`'s README, to a request that accepted `accept`.
    static func reply(owner: String, name: String, accept: String?) -> Response {
        let bytes: [UInt8]
        switch (owner, name) {
        case ("octo", "hello"): bytes = Array(hello.utf8)
        case ("octo", "zephyr-kite"): bytes = hostile
        case ("octo", "zephyr-docs"): bytes = Array(repeating: UInt8(ascii: "a"), count: oversizedLength)
        default: return FakeGitHubReplies.json(#"{"message":"Not Found"}"#, status: .notFound)
        }
        var headers = HTTPFields()
        guard accept?.contains("application/vnd.github.raw") == true else {
            let encoded = Data(bytes).base64EncodedString()
            return FakeGitHubReplies.json(#"{"name":"README.md","encoding":"base64","content":"\#(encoded)"}"#)
        }
        headers[.contentType] = "application/vnd.github.raw+json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
