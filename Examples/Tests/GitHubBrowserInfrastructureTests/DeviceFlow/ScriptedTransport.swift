import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import GitHubBrowserInfrastructure
import Synchronization

/// An ``HTTPTransport`` that answers from a script — each request gets the next reply, the last
/// one again once the script runs out — and keeps what it was sent.
final class ScriptedTransport: HTTPTransport {
    /// One reply: a status, headers and a body (or a failure to throw instead).
    struct Reply: Sendable {
        var status = 200
        var headers: [String: String] = ["Content-Type": "application/json"]
        var body = ""
        var failure: (any Error & Sendable)?

        /// A JSON reply with `status`.
        static func json(_ body: String, status: Int = 200) -> Reply { Reply(status: status, body: body) }
    }

    private let replies: [Reply]
    private let sent = Mutex<[URLRequest]>([])

    init(_ replies: Reply...) {
        self.replies = replies
    }

    /// The requests sent so far, in order.
    var requests: [URLRequest] { sent.withLock { $0 } }

    func send(_ request: URLRequest, limit: Int) async throws -> (Data, HTTPURLResponse) {
        let index = sent.withLock { sent in
            sent.append(request)
            return sent.count - 1
        }
        guard let reply = replies.isEmpty ? nil : replies[min(index, replies.count - 1)] else { throw URLError(.badServerResponse) }
        if let failure = reply.failure { throw failure }
        let body = Data(reply.body.utf8)
        guard body.count <= limit else { throw HTTPTransportRefusal.tooLarge(limit: limit) }
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard let response = HTTPURLResponse(url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: reply.headers) else {
            throw URLError(.badServerResponse)
        }
        return (body, response)
    }
}
