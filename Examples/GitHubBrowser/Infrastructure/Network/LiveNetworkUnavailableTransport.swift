import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport of a Linux build without the `LiveNetwork` trait: it sends nothing and fails every
/// request with ``LiveNetworkUnavailable``.
///
/// On Linux the GitHub client's only safe transport is `AsyncHTTPClientTransport` (see
/// ``HTTPTransport`` for why Foundation's is not), and it is built only with the trait, because the
/// app's default source, the offline catalog, needs no network. Falling back to Foundation's
/// transport would give up the reply cap on redirects, so a build without the trait refuses
/// instead, and says how to get the live source.
struct LiveNetworkUnavailableTransport: HTTPTransport {
    func send(_ request: URLRequest, limit: Int) async throws -> (Data, HTTPURLResponse) {
        throw LiveNetworkUnavailable()
    }
}

/// The failure of every request of a build that has no live-network transport: its description
/// says so, and how to build one that has.
public struct LiveNetworkUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
    /// Creates the failure.
    public init() {}

    /// The command that builds and runs the GitHub Browser with the live transport.
    public static let rebuildCommand = "swift run --package-path Examples --traits LiveNetwork github-browser"

    public var description: String {
        "this build has no live network: on Linux the GitHub API is reached only by a build with the LiveNetwork trait (\(Self.rebuildCommand))"
    }
}
