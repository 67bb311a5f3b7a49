import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``HTTPTransport`` on `URLSession`: the transport of Apple's platforms.
///
/// Its session keeps nothing on disk (see ``PrivateURLSession``) and its delegate, a
/// ``ReplyCollector``, enforces the transport's rules.
///
/// On Linux it is not the default: swift-corelibs-foundation decodes and buffers the whole body of
/// a 301–308 reply before any delegate sees it (to keep it in case the redirect is not followed),
/// so a compressed redirect that decodes to gigabytes blocks the session's work queue — and with it
/// every request of the process — for as long as the decoding takes. Its tests still run there.
final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let collector: ReplyCollector

    /// A transport whose requests, and whole resources, time out after `timeout`.
    init(timeout: Duration) {
        let collector = ReplyCollector()
        self.collector = collector
        #if canImport(FoundationNetworking)
        let delegateQueue: OperationQueue? = InlineDelegateQueue()
        #else
        let delegateQueue: OperationQueue? = nil
        #endif
        session = URLSession(
            configuration: PrivateURLSession.configuration(timeout: timeout.timeInterval),
            delegate: collector,
            delegateQueue: delegateQueue
        )
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    func send(_ request: URLRequest, limit: Int) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await collector.send(request, through: session, limit: limit)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}
