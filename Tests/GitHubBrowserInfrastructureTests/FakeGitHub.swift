import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// A real HTTP server on 127.0.0.1 (a free port) that plays GitHub's REST API, with routes that
/// misbehave on purpose. The search text picks the behaviour:
/// `swift` (two pages linked by `Link`), `malformed`, `unauthorized`, `ratelimit`, `flaky` (500 once,
/// then fine), `broken` (500 always), `slow` (answers after 3 s), `drop` (closes mid-reply).
final class FakeGitHub: Sendable {
    private let hits = Mutex<[String: Int]>([:])
    private let port = Mutex<Int>(0)

    /// How many requests reached the server for a search text (or path).
    func hitCount(_ key: String) -> Int { hits.withLock { $0[key, default: 0] } }

    private func hit(_ key: String) -> Int {
        hits.withLock { hits in
            hits[key, default: 0] += 1
            return hits[key, default: 0]
        }
    }

    /// Runs the server for the duration of `body`, passing its base URL.
    @discardableResult
    static func run<Value: Sendable>(_ body: @Sendable (FakeGitHub, URL) async throws -> Value) async throws -> Value {
        let fake = FakeGitHub()
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "fake-github")
        logger.logLevel = .critical
        let app = Application(
            router: fake.router(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        let group = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: logger))
        let server = Task { try await group.run() }
        // Stop gracefully and wait until the server is gone: in-flight connections end cleanly and
        // the port is closed before the next test runs.
        func stop() async {
            await group.triggerGracefulShutdown()
            _ = await server.result
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0, let url = URL(string: "http://127.0.0.1:\(port)") else {
            await stop()
            throw FakeGitHubError.didNotStart
        }
        fake.port.withLock { $0 = port }
        do {
            let result = try await body(fake, url)
            await stop()
            return result
        } catch {
            await stop()
            throw error
        }
    }

    enum FakeGitHubError: Error { case didNotStart, droppedOnPurpose }

    private func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("search/repositories") { request, _ -> Response in
            let query = request.uri.queryParameters.get("q") ?? ""
            let page = request.uri.queryParameters.get("page").flatMap(Int.init) ?? 1
            let count = self.hit(query)
            return try await self.search(query: query, page: page, hit: count)
        }
        router.get("repos/:owner/:name") { _, context -> Response in
            let owner = context.parameters.get("owner") ?? ""
            let name = context.parameters.get("name") ?? ""
            _ = self.hit("repos/\(owner)/\(name)")
            guard owner == "octo", name == "hello" else {
                return Self.json(#"{"message":"Not Found"}"#, status: .notFound)
            }
            return Self.json(Self.repositoryJSON(owner: "octo", name: "hello", stars: 42))
        }
        router.get("user") { request, _ -> Response in
            _ = self.hit("user")
            guard request.headers[.authorization] == "Bearer good-token" else {
                return Self.json(#"{"message":"Bad credentials"}"#, status: .unauthorized)
            }
            return Self.json(#"{"login":"mona","name":"Mona Lisa","public_repos":8}"#)
        }
        router.get("repositories") { request, _ -> Response in
            let since = request.uri.queryParameters.get("since").flatMap(Int.init) ?? 0
            _ = self.hit("repositories")
            let items = (since + 1...since + 2).map { Self.minimalRepositoryJSON(id: $0) }.joined(separator: ",")
            let base = "http://127.0.0.1:\(self.port.withLock { $0 })"
            let link = since < 4 ? ["Link": "<\(base)/repositories?since=\(since + 2)>; rel=\"next\", <\(base)/repositories{?since}>; rel=\"first\""] : [:]
            return Self.json("[\(items)]", headers: link)
        }
        return router
    }

    private func search(query: String, page: Int, hit: Int) async throws -> Response {
        let base = "http://127.0.0.1:\(port.withLock { $0 })"
        switch query {
        case "swift":
            if page == 1 {
                let items = [Self.repositoryJSON(owner: "apple", name: "swift", stars: 60000), Self.repositoryJSON(owner: "apple", name: "swift-nio", stars: 8000)]
                let link = "<\(base)/search/repositories?q=swift&per_page=2&page=2>; rel=\"next\", <\(base)/search/repositories?q=swift&per_page=2&page=2>; rel=\"last\""
                return Self.json(#"{"total_count":3,"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#, headers: ["Link": link])
            }
            let prev = "<\(base)/search/repositories?q=swift&per_page=2&page=1>; rel=\"prev\""
            return Self.json(#"{"total_count":3,"incomplete_results":false,"items":[\#(Self.repositoryJSON(owner: "swiftlang", name: "swift-syntax", stars: 3000))]}"#, headers: ["Link": prev])
        case "malformed":
            return Self.json(#"{"total_count": 1, "items": [{"name": "x", "owner": {"login": 5}}]}"#)
        case "truncated":
            return Self.json(#"{"total_count": 1, "items": [{"na"#)
        case "unauthorized":
            return Self.json(#"{"message":"Requires authentication"}"#, status: .unauthorized)
        case "ratelimit":
            return Self.json(
                #"{"message":"API rate limit exceeded"}"#, status: .forbidden,
                headers: ["X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1900000000"]
            )
        case "forbidden":
            return Self.json(#"{"message":"Repository access blocked"}"#, status: .forbidden, headers: ["X-RateLimit-Remaining": "59"])
        case "toomany":
            return Self.json(#"{"message":"slow down"}"#, status: .tooManyRequests, headers: ["Retry-After": "120"])
        case "flaky":
            if hit == 1 { return Self.json(#"{"message":"oops"}"#, status: .internalServerError) }
            return Self.json(#"{"total_count":1,"incomplete_results":false,"items":[\#(Self.repositoryJSON(owner: "o", name: "recovered", stars: 1))]}"#)
        case "broken":
            return Self.json(#"{"message":"down"}"#, status: .badGateway)
        case "slow":
            try await Task.sleep(for: .seconds(3))
            return Self.json(#"{"total_count":0,"incomplete_results":false,"items":[]}"#)
        case "drop":
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.contentLength] = "5000"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: #"{"total_count": 1, "items": ["#))
                throw FakeGitHubError.droppedOnPurpose
            })
        default:
            return Self.json(#"{"total_count":0,"incomplete_results":false,"items":[]}"#)
        }
    }

    static func repositoryJSON(owner: String, name: String, stars: Int) -> String {
        """
        {"id":1,"name":"\(name)","full_name":"\(owner)/\(name)","owner":{"login":"\(owner)","type":"Organization"},
         "description":"The \(name) project","language":"Swift","stargazers_count":\(stars),"forks_count":7,
         "open_issues_count":3,"license":{"key":"apache-2.0","spdx_id":"Apache-2.0","name":"Apache License 2.0"},
         "topics":["swift","demo"],"updated_at":"2025-05-01T10:00:00Z","pushed_at":"2025-06-01T12:30:00Z",
         "html_url":"https://github.com/\(owner)/\(name)"}
        """
    }

    static func minimalRepositoryJSON(id: Int) -> String {
        #"{"id":\#(id),"name":"repo-\#(id)","full_name":"user\#(id)/repo-\#(id)","owner":{"login":"user\#(id)"},"description":null}"#
    }

    static func json(_ body: String, status: HTTPResponse.Status = .ok, headers extra: [String: String] = [:]) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        for (name, value) in extra {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
