#if canImport(FoundationNetworking)
import Foundation

/// The delegate queue of ``GitHubAPIClient``'s session on Linux: it runs each delegate call at
/// once, on the thread that hands it over.
///
/// swift-corelibs-foundation decodes a compressed body (libcurl decodes gzip, deflate, br and zstd
/// whatever the request accepted) and queues every decoded chunk for the delegate without
/// waiting: a small compressed reply that decodes to gigabytes was all in memory, queued, before
/// the delegate could count past its cap. Run inline, the delegate sees each chunk as it is
/// decoded, and ``ReplyCollector`` drops what it refuses, so memory stays bounded by one chunk.
/// A delegate running here is on the session's work queue: it must not wait for that queue
/// (``ReplyCollector`` cancels a task from another thread for that reason).
final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    override func addOperation(_ operation: Operation) {
        operation.start()
    }
}
#endif
