import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How ``GitHubAPIClient`` puts one request on the wire: it sends the request once and returns the
/// reply with its whole body, and enforces the rules the client's safety rests on.
///
/// - **No redirect is followed.** A 3xx is the reply; the client decides where the token may go
///   (see ``RedirectChain``).
/// - **The body is capped at `limit` bytes**, counted as they arrive: a reply whose declared length
///   is larger fails as soon as its headers arrive, one without a length once the cap is passed,
///   and the transfer stops there.
/// - **The body is not decoded.** A reply with a `Content-Encoding` other than `identity` fails
///   as soon as its headers arrive, so a small compressed reply cannot grow in memory.
/// - **Cancelling the calling task cancels the transfer** at once.
///
/// Failures are `URLError`s (the transport's own), ``HTTPTransportRefusal``, or
/// ``HTTPTransportRefusal/cutOff(cause:)`` when the connection failed after the server began to
/// answer. Two implementations exist: ``URLSessionTransport`` (Apple's platforms) and, on Linux,
/// `AsyncHTTPClientTransport`, because swift-corelibs-foundation buffers and decodes the body of a
/// redirect with no way for the client to cap it.
protocol HTTPTransport: Sendable {
    /// Sends `request` — its method, headers and body (`httpBody`, if any) — and returns the reply,
    /// a 3xx included, with its body of at most `limit` bytes.
    func send(_ request: URLRequest, limit: Int) async throws -> (Data, HTTPURLResponse)
}

/// Why a transport refused a reply, or how it lost one.
enum HTTPTransportRefusal: Error {
    /// The body went past the cap; `limit` is the cap in bytes.
    case tooLarge(limit: Int)
    /// The reply came compressed (`Content-Encoding: encoding`) although the request asked for
    /// none. `encoding` keeps only the characters of an encoding token, at most 20 (see
    /// ``contentEncoding(_:)``).
    case encoded(String)
    /// The connection failed after the server had begun to answer (its status line and headers
    /// had arrived): the server answered, and its reply was cut off.
    case cutOff(cause: any Error)

    /// The encoding a `Content-Encoding` header names, when it is not `identity` (or absent): only
    /// the characters of an encoding token (letters, digits, `-`, `_`, `.`, `,` and spaces between
    /// several), at most 20, so that a hostile header cannot fill or garble the message.
    static func contentEncoding(_ header: String?) -> String? {
        guard let header else { return nil }
        let value = header.trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty, value.lowercased() != "identity" else { return nil }
        let kept = value.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_., ".unicodeScalars.contains($0)) }
        let token = String(String.UnicodeScalarView(kept.prefix(20)))
        return token.isEmpty ? "unnamed" : token
    }
}
