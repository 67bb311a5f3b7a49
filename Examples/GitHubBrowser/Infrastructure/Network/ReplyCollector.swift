import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLSession` delegate of ``URLSessionTransport``: it sends one request at a time per
/// caller and collects the reply, enforcing the rules of ``HTTPTransport`` that URLSession does not
/// enforce on its own.
///
/// - **No redirect is followed.** Every 3xx comes back as the reply. Left to itself, URLSession
///   follows a redirect with the original headers, `Authorization` included, to any host and port.
/// - **The body is capped.** A reply whose `Content-Length` exceeds the cap fails as soon as its
///   headers arrive; one without a length fails when the bytes received pass the cap. Either way
///   the transfer is cancelled, so memory stays bounded.
/// - **The body is not compressed.** The client asks for `Accept-Encoding: identity`; a reply
///   with another `Content-Encoding` fails as soon as its headers arrive, and what is decoded of
///   it meanwhile is dropped. (On Linux the session's delegate queue is an
///   ``InlineDelegateQueue``, so that nothing decoded waits in a queue.)
/// - **Cancelling the calling task cancels the transfer** at once.
///
/// One collector serves many concurrent transfers; each is keyed by its task identifier.
final class ReplyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Why a transfer was cut short.
    private enum Refusal {
        case tooLarge
        case encoded(String)
    }

    private struct Transfer {
        let continuation: CheckedContinuation<(Data, URLResponse), any Error>
        let limit: Int
        var body = Data()
        var refusal: Refusal?
        /// `resume()` has returned: from now on `cancel()` ends the transfer with a call to the
        /// delegate. (swift-corelibs-foundation never reports a task cancelled before it was
        /// resumed, so the collector never cancels one.)
        var isResumed = false
        /// The caller was cancelled before `resume()` returned: cancel once it has.
        var cancelRequested = false
    }

    // Guarded by `lock`: URLSession calls the delegate on its own queue while callers register
    // and cancel.
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]
    /// Tasks whose caller was cancelled before they were registered: they are never started.
    private var cancelledBeforeStart: Set<Int> = []

    /// Sends `request` through `session` (whose delegate must be this collector) and returns the
    /// reply — a 3xx included — with its body.
    /// - Throws: ``HTTPTransportRefusal``; the transport's error; `URLError(.cancelled)` when the
    ///   calling task is cancelled.
    func send(_ request: URLRequest, through session: URLSession, limit: Int) async throws -> (Data, URLResponse) {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = lock.withLock { () -> Bool in
                    if cancelledBeforeStart.remove(id) != nil { return true }
                    transfers[id] = Transfer(continuation: continuation, limit: limit)
                    return false
                }
                guard !cancelled else {
                    continuation.resume(throwing: URLError(.cancelled))
                    return
                }
                task.resume()
                let cancelNow = lock.withLock { () -> Bool in
                    transfers[id]?.isResumed = true
                    return transfers[id]?.cancelRequested == true
                }
                if cancelNow { Self.cancel(task) }
            }
        } onCancel: {
            let cancelNow = lock.withLock { () -> Bool in
                guard transfers[id] != nil else {
                    // Not registered yet (or already finished, when the task is no longer suspended).
                    if task.state == .suspended { cancelledBeforeStart.insert(id) }
                    return false
                }
                transfers[id]?.cancelRequested = true
                return transfers[id]?.isResumed == true
            }
            // Never `task.cancel()` here: see ``cancel(_:)``.
            if cancelNow { Self.cancel(task) }
        }
    }

    // MARK: URLSessionTaskDelegate

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // nil: deliver the 3xx itself; the client follows it, or not, by its own rules.
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let refusal = transfer.refusal {
            switch refusal {
            case .tooLarge: transfer.continuation.resume(throwing: HTTPTransportRefusal.tooLarge(limit: transfer.limit))
            case let .encoded(encoding): transfer.continuation.resume(throwing: HTTPTransportRefusal.encoded(encoding))
            }
        } else if let error {
            let answered = task.response != nil && (error as? URLError)?.code != .cancelled
            transfer.continuation.resume(throwing: answered ? HTTPTransportRefusal.cutOff(cause: error) : error)
        } else if let response = task.response {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else {
            transfer.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let declared = response.expectedContentLength
        let encoding = HTTPTransportRefusal.contentEncoding((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding"))
        let refused = lock.withLock { () -> Bool in
            guard let limit = transfers[dataTask.taskIdentifier]?.limit else { return false }
            if let encoding {
                transfers[dataTask.taskIdentifier]?.refusal = .encoded(encoding)
                return true
            }
            guard declared > Int64(limit) else { return false }
            transfers[dataTask.taskIdentifier]?.refusal = .tooLarge
            return true
        }
        // swift-corelibs-foundation ignores the disposition, so cancel the task as well.
        if refused { Self.cancel(dataTask) }
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = lock.withLock { () -> Bool in
            // Mutated in place, so that appending does not copy the body.
            guard let state = transfers[dataTask.taskIdentifier].map({ (received: $0.body.count, limit: $0.limit, refused: $0.refusal != nil) }),
                  !state.refused
            else { return false }
            guard state.received + data.count <= state.limit else {
                transfers[dataTask.taskIdentifier]?.refusal = .tooLarge
                transfers[dataTask.taskIdentifier]?.body = Data()
                return true
            }
            transfers[dataTask.taskIdentifier]?.body.append(data)
            return false
        }
        if overLimit { Self.cancel(dataTask) }
    }

    /// Cancels `task` from another thread, without waiting. swift-corelibs-foundation's `cancel()`
    /// (up to Swift 6.3) waits for the session's work queue, and two callers must not wait for it:
    /// - the delegate, which may be running on that queue (an ``InlineDelegateQueue``): it would
    ///   never return;
    /// - a task cancellation handler, which runs while the Swift runtime holds the cancelled task's
    ///   lock: if the work queue is meanwhile completing the transfer and resuming that task's
    ///   continuation, each waits for the other (swift-corelibs-foundation issue 5412). The app then
    ///   froze, Ctrl-C included, when a search was cancelled or timed out as its reply ended.
    ///
    /// The transfer stops once libcurl hands the queue back; what it decodes until then is dropped
    /// as it arrives.
    private static func cancel(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
