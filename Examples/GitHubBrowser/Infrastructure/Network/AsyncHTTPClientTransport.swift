#if LiveNetwork && canImport(AsyncHTTPClient)
import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// ``HTTPTransport`` on AsyncHTTPClient (SwiftNIO): the transport on Linux.
///
/// swift-corelibs-foundation's `URLSession` decodes and buffers the whole body of a 301–308 reply
/// before any delegate sees it, on the work queue every request of the process shares: a 1 MiB
/// gzip redirect that decodes to 1 GB stalled all networking until the app was restarted.
/// AsyncHTTPClient hands over the reply as its headers arrive and the body as it is read, so the
/// transport's rules hold for every status:
/// - redirects are not followed (`.disallow`), and nothing is decoded (`.disabled`): a
///   compressed reply is refused on its headers;
/// - the body is read chunk by chunk and the transfer is dropped the moment it passes the cap;
/// - a connection that cannot be made fails at once, as "offline", instead of being tried again
///   until the deadline;
/// - it keeps no cookie and caches nothing, on disk or in memory.
///
/// Its failures become the `URLError`s Foundation's transport reports for the same causes, each
/// with a message that says what happened, so that ``GitHubAPIClient`` classifies both alike.
final class AsyncHTTPClientTransport: HTTPTransport {
    /// The transport every client of the process shares: one connection pool, on AsyncHTTPClient's
    /// shared event loops, for the life of the process (an `HTTPClient` must be shut down before it
    /// is released; this one never is).
    static let shared = AsyncHTTPClientTransport()

    private let client: HTTPClient

    private init() {
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow, decompression: .disabled)
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    func send(_ request: URLRequest, limit: Int) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        var outgoing = HTTPClientRequest(url: url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            outgoing.headers.add(name: name, value: value)
        }
        // A POST's form (the device-flow sign-in); GETs carry none.
        if let body = request.httpBody {
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        let timeout = TimeAmount.nanoseconds(Int64(max(request.timeoutInterval, 0.001) * 1e9))
        // AsyncHTTPClient hears of a cancellation that came before `execute` only after the request
        // has gone out (it registers the request for cancellation in a task of its own).
        guard !Task.isCancelled else { throw URLError(.cancelled) }
        let reply: HTTPClientResponse
        do {
            reply = try await client.execute(outgoing, timeout: timeout)
        } catch {
            throw Self.urlError(error)
        }
        let fields = Dictionary(reply.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
        guard let response = HTTPURLResponse(
            url: url, statusCode: Int(reply.status.code), httpVersion: "HTTP/\(reply.version.major).\(reply.version.minor)",
            headerFields: fields
        ) else {
            throw URLError(.badServerResponse)
        }
        if let encoding = HTTPTransportRefusal.contentEncoding(reply.headers.first(name: "Content-Encoding")) {
            throw HTTPTransportRefusal.encoded(encoding)
        }
        if let declared = reply.headers.first(name: "Content-Length").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
           declared > limit {
            throw HTTPTransportRefusal.tooLarge(limit: limit)
        }
        var body = Data()
        do {
            // Leaving the loop (by throwing) drops the body's stream, which cancels the transfer.
            for try await var chunk in reply.body {
                guard body.count + chunk.readableBytes <= limit else { throw HTTPTransportRefusal.tooLarge(limit: limit) }
                // Read as one array (a copy of the bytes at once), not byte by byte as a sequence.
                if let bytes = chunk.readBytes(length: chunk.readableBytes) { body.append(contentsOf: bytes) }
            }
        } catch let refusal as HTTPTransportRefusal {
            throw refusal
        } catch {
            let cause = Self.urlError(error)
            throw cause.code == .cancelled ? cause : HTTPTransportRefusal.cutOff(cause: cause)
        }
        return (body, response)
    }

    /// `error` — AsyncHTTPClient's, SwiftNIO's or the TLS library's — as the `URLError` Foundation
    /// reports for the same cause, with a message that says what happened.
    static func urlError(_ error: any Error) -> URLError {
        func failure(_ code: URLError.Code, _ message: String) -> URLError {
            URLError(code, userInfo: [NSLocalizedDescriptionKey: message])
        }
        switch error {
        case let error as URLError:
            return error
        case is CancellationError:
            return URLError(.cancelled)
        case let error as HTTPClientError:
            switch error {
            case .cancelled: return URLError(.cancelled)
            case .deadlineExceeded, .connectTimeout, .readTimeout, .writeTimeout, .tlsHandshakeTimeout:
                return failure(.timedOut, "The request timed out.")
            case .remoteConnectionClosed: return failure(.networkConnectionLost, "the server closed the connection")
            case .invalidURL, .emptyHost, .emptyScheme: return failure(.badURL, "the address is not valid")
            default: return failure(.badServerResponse, "\(error)")
            }
        case let error as HTTPParserError:
            return failure(.cannotParseResponse, "HTTP parser: \(error)")
        case let error as NIOSSLError:
            return failure(.secureConnectionFailed, "TLS: \(error)")
        case let error as BoringSSLError:
            return failure(.secureConnectionFailed, "TLS: \(error)")
        case let error as NIOConnectionError:
            if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
                return failure(.cannotFindHost, "Could not resolve host: \(error.host)")
            }
            let reason = error.connectionErrors.first.map { "\($0.error)" } ?? "no address"
            return failure(.cannotConnectToHost, "Failed to connect to \(error.host) port \(error.port): \(reason)")
        case let error as IOError where [ECONNREFUSED, EHOSTUNREACH, ENETUNREACH, EADDRNOTAVAIL].contains(error.errnoCode):
            return failure(.cannotConnectToHost, "Failed to connect: \(error)")
        case let error as IOError where [ECONNRESET, EPIPE].contains(error.errnoCode):
            return failure(.networkConnectionLost, "the connection was reset: \(error)")
        case let error as ChannelError:
            switch error {
            case .connectTimeout: return failure(.timedOut, "The request timed out.")
            case .eof, .ioOnClosedChannel, .alreadyClosed, .outputClosed: return failure(.networkConnectionLost, "the server closed the connection")
            default: return failure(.unknown, "\(error)")
            }
        default:
            return failure(.unknown, "\(error)")
        }
    }
}
#endif
