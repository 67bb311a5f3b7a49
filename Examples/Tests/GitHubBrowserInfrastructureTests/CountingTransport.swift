import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import GitHubBrowserInfrastructure

/// A transport that counts the requests it passes on to `inner`.
final class CountingTransport: HTTPTransport, @unchecked Sendable {
    private let inner: any HTTPTransport
    private let lock = NSLock()
    private var count = 0

    init(_ inner: any HTTPTransport) { self.inner = inner }

    /// How many requests were sent.
    var sends: Int { lock.withLock { count } }

    func send(_ request: URLRequest, limit: Int) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { count += 1 }
        return try await inner.send(request, limit: limit)
    }
}
