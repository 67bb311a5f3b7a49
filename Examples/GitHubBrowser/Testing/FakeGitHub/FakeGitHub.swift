import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// A real HTTP server on 127.0.0.1 (a free port) that plays GitHub's REST API, with routes that
/// misbehave on purpose — for tests of the GitHub client and of the `github-browser` binary with
/// `--source github --api-url <its URL>`.
///
/// Run it around a test body with ``run(deviceFlowInterval:_:)``. The search text picks the behaviour:
/// `swift` (two pages linked by `Link`), `single` (two pages of one repository each, linked by
/// `Link`), `malformed` and `truncated` (JSON the client cannot
/// read), `unauthorized` (401), `ratelimit` (403 with an exhausted rate limit, reset at
/// ``rateLimitReset``), `forbidden` (403, not a rate limit), `toomany` (429 with `Retry-After`),
/// `flaky` (500 once, then fine), `broken` (502 always), `maintenance` (503 with `Retry-After: 600`),
/// `overloaded` (503 without `Retry-After`), `slow` (answers after 3 s), `drop` (closes
/// mid-reply); the hostile replies of ``HostileSearch`` (redirects, trickling and oversized
/// bodies, nonsense counts and headers). Any other text searches the small catalog in
/// ``repositories`` (name, full name or description containing the text, ignoring case; most
/// stars first). `GET /repos/{owner}/{name}` serves those repositories (and
/// `GET /repos/{owner}/{name}/readme` their READMEs, see ``FakeGitHubReadmes``), `GET /user` accepts only
/// the token ``validToken`` (and redirects the token ``redirectedToken`` to ``otherOrigin``), and
/// `GET /repositories` pages six minimal repositories with a `since` cursor. The owners of those
/// repositories are its users: `GET /search/users?q=…` finds them by login (see
/// ``FakeGitHubRepository/owners``; `redirect`, `broken` and `malformed` misbehave), and
/// `GET /users/{login}/repos` pages their repositories (404 for anybody else).
///
/// `POST /login/device/code` and `POST /login/oauth/access_token` play GitHub's OAuth device flow,
/// the client ID picking the behaviour (see ``DeviceFlowScript``).
///
/// A second server, ``otherOrigin`` (another port of 127.0.0.1), answers the same routes: it is
/// where the redirect replies send the client, so that tests can see what reached another origin.
/// Its requests are counted under keys prefixed with `other ` (`other landed-port`, `other user`).
public final class FakeGitHub: Sendable {
    /// The only token `GET /user` accepts (as `Authorization: Bearer good-token`).
    public static let validToken = "good-token"
    /// The login of the account ``validToken`` belongs to.
    public static let accountLogin = "mona"
    /// The display name of that account.
    public static let accountName = "Mona Lisa"
    /// A token that `GET /user` answers with a 307 redirect to ``otherOrigin``.
    public static let redirectedToken = "redirect-me"
    /// A token whose `GET /user` answers a 4 MB account, under the 4 MiB reply cap: a login of
    /// 3,000,000 characters and a name of 1,000,000.
    public static let hugeAccountToken = "huge-account"
    /// The repositories that ordinary searches and `GET /repos/{owner}/{name}` serve.
    public static var repositories: [FakeGitHubRepository] { FakeGitHubRepository.catalog }

    /// Failures of the server itself.
    public enum FakeGitHubError: Error {
        /// The server did not report a listening port.
        case didNotStart
        /// The `drop` reply's body ends early on purpose.
        case droppedOnPurpose
    }

    /// When the `ratelimit` search's rate limit ends: half an hour after the server started, in
    /// whole seconds (GitHub's limits reset within the hour).
    public let rateLimitReset: Date

    /// The poll interval, in seconds, that the device-flow codes name (``DeviceFlowScript``; not
    /// the hostile-timing one): 5 by default, as GitHub's; see ``run(deviceFlowInterval:_:)``.
    public let deviceFlowInterval: Int

    private let hits = Mutex<[String: Int]>([:])
    private let port = Mutex<Int>(0)
    private let otherPort = Mutex<Int>(0)

    private init(deviceFlowInterval: Int) {
        rateLimitReset = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 1800).rounded(.down))
        self.deviceFlowInterval = deviceFlowInterval
    }

    /// The base URL of the second server, another origin (`http://127.0.0.1:<another port>`).
    public var otherOrigin: URL {
        URL(string: "http://127.0.0.1:\(otherPort.withLock { $0 })") ?? URL(fileURLWithPath: "/")
    }

    /// The base URL of this server under another host name, `http://localhost:<port>`: the same
    /// server, another origin.
    public var localhostOrigin: URL {
        URL(string: "http://localhost:\(port.withLock { $0 })") ?? URL(fileURLWithPath: "/")
    }

    /// How many requests reached the server for a search text (or a path such as `user`,
    /// `repositories` or `repos/octo/hello`).
    public func hitCount(_ key: String) -> Int { hits.withLock { $0[key, default: 0] } }

    /// How many searches for `text` carried the token ``validToken``.
    public func authorizedSearchCount(_ text: String) -> Int { hitCount("authorized search " + text) }

    /// How many requests counted under `key` (see ``hitCount(_:)``) carried an `Authorization`
    /// header, whatever its value.
    public func credentialedHitCount(_ key: String) -> Int { hitCount("credentialed " + key) }

    private func hit(_ key: String) -> Int {
        hits.withLock { hits in
            hits[key, default: 0] += 1
            return hits[key, default: 0]
        }
    }

    /// Runs the server for the duration of `body`, passing it the server and its base URL
    /// (`http://127.0.0.1:<port>`). The server stops, and its port is closed, before this returns
    /// or throws.
    /// - Parameters:
    ///   - deviceFlowInterval: The poll interval the device-flow codes name, in seconds. GitHub's
    ///     5 by default; end-to-end tests of the app's device sign-in pass 1 (the shortest the
    ///     client accepts) so that a sign-in waits a few seconds, not a quarter of a minute.
    ///   - body: The test, given the server and its base URL.
    /// - Throws: ``FakeGitHubError/didNotStart`` when the server cannot listen, or what `body`
    ///   throws.
    @discardableResult
    public static func run<Value: Sendable>(
        deviceFlowInterval: Int = 5, _ body: @Sendable (FakeGitHub, URL) async throws -> Value
    ) async throws -> Value {
        let fake = FakeGitHub(deviceFlowInterval: deviceFlowInterval)
        var logger = Logger(label: "fake-github")
        logger.logLevel = .critical
        let (main, mainPort) = fake.application(origin: .main, logger: logger)
        let (other, otherPort) = fake.application(origin: .other, logger: logger)
        let group = ServiceGroup(configuration: .init(services: [main, other], gracefulShutdownSignals: [], logger: logger))
        // The server's tasks run on a thread of their own, so that a busy test process cannot
        // starve them (see DedicatedThreadExecutor).
        let server = Task(executorPreference: DedicatedThreadExecutor.shared) { try await group.run() }
        // Stop gracefully and wait until the server is gone: in-flight connections end cleanly and
        // the port is closed before the next test runs.
        func stop() async {
            await group.triggerGracefulShutdown()
            _ = await server.result
        }
        var mainPorts = mainPort.makeAsyncIterator()
        var otherPorts = otherPort.makeAsyncIterator()
        guard let port = await mainPorts.next(), port > 0, let url = URL(string: "http://127.0.0.1:\(port)"),
              let secondPort = await otherPorts.next(), secondPort > 0
        else {
            await stop()
            throw FakeGitHubError.didNotStart
        }
        fake.port.withLock { $0 = port }
        fake.otherPort.withLock { $0 = secondPort }
        do {
            let result = try await body(fake, url)
            await stop()
            return result
        } catch {
            await stop()
            throw error
        }
    }

    /// Which of the two servers answers.
    enum Origin {
        case main, other

        /// The prefix of the keys its requests are counted under.
        var keyPrefix: String { self == .main ? "" : "other " }
    }

    /// A server on a free port of 127.0.0.1 and the stream that yields its port once it listens.
    private func application(origin: Origin, logger: Logger) -> (some Service, AsyncStream<Int>) {
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router(origin: origin),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        return (app, ports)
    }

    /// Counts a request under `key` (prefixed for the other origin), and under `credentialed key`
    /// when it carried an `Authorization` header; returns the new count for `key`.
    func record(_ key: String, origin: Origin, request: Request) -> Int {
        let key = origin.keyPrefix + key
        if request.headers[.authorization] != nil { _ = hit("credentialed " + key) }
        return hit(key)
    }

    private func router(origin: Origin) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("search/repositories") { request, _ -> Response in
            let query = request.uri.queryParameters.get("q") ?? ""
            let page = request.uri.queryParameters.get("page").flatMap(Int.init) ?? 1
            let count = self.record(query, origin: origin, request: request)
            if request.headers[.authorization] == "Bearer \(Self.validToken)" { _ = self.hit(origin.keyPrefix + "authorized search " + query) }
            if let hostile = HostileSearch(rawValue: query) ?? (query.hasPrefix("landed-") ? .landed : nil) {
                return try await self.hostileReply(hostile, query: query, page: page)
            }
            return try await self.search(query: query, page: page, hit: count)
        }
        router.get("repos/:owner/:name") { request, context -> Response in
            let owner = context.parameters.get("owner") ?? ""
            let name = context.parameters.get("name") ?? ""
            _ = self.record("repos/\(owner)/\(name)", origin: origin, request: request)
            guard let repository = FakeGitHubRepository.catalog.first(where: { $0.owner == owner && $0.name == name }) else {
                return FakeGitHubReplies.json(#"{"message":"Not Found"}"#, status: .notFound)
            }
            return FakeGitHubReplies.json(repository.json)
        }
        router.get("repos/:owner/:name/readme") { request, context -> Response in
            let owner = context.parameters.get("owner") ?? ""
            let name = context.parameters.get("name") ?? ""
            _ = self.record("repos/\(owner)/\(name)/readme", origin: origin, request: request)
            return FakeGitHubReadmes.reply(owner: owner, name: name, accept: request.headers[.accept])
        }
        router.get("search/users") { request, _ -> Response in
            let query = request.uri.queryParameters.get("q") ?? ""
            _ = self.record("search/users " + query, origin: origin, request: request)
            return self.userSearch(query: query, origin: origin)
        }
        router.get("users/:login/repos") { request, context -> Response in
            let login = context.parameters.get("login") ?? ""
            _ = self.record("users/\(login)/repos", origin: origin, request: request)
            let owned = FakeGitHubRepository.owned(by: login)
            guard !owned.isEmpty else { return FakeGitHubReplies.json(#"{"message":"Not Found"}"#, status: .notFound) }
            let size = max(1, request.uri.queryParameters.get("per_page").flatMap(Int.init) ?? 30)
            let page = max(1, request.uri.queryParameters.get("page").flatMap(Int.init) ?? 1)
            let items = owned.dropFirst((page - 1) * size).prefix(size).map(\.json)
            let link = page * size < owned.count
                ? ["Link": "<\(self.base)/users/\(login)/repos?per_page=\(size)&page=\(page + 1)>; rel=\"next\""] : [:]
            return FakeGitHubReplies.json("[\(items.joined(separator: ","))]", headers: link)
        }
        router.get("user") { request, _ -> Response in
            _ = self.record("user", origin: origin, request: request)
            if origin == .main, request.headers[.authorization] == "Bearer \(Self.redirectedToken)" {
                return FakeGitHubReplies.redirect(to: "\(self.otherOrigin.absoluteString)/user", status: .temporaryRedirect)
            }
            if request.headers[.authorization] == "Bearer \(Self.hugeAccountToken)" {
                let login = String(repeating: "m", count: 3_000_000)
                let name = String(repeating: "n", count: 1_000_000)
                return FakeGitHubReplies.json(#"{"login":"\#(login)","name":"\#(name)","public_repos":8}"#)
            }
            guard request.headers[.authorization] == "Bearer \(Self.validToken)" else {
                return FakeGitHubReplies.json(#"{"message":"Bad credentials"}"#, status: .unauthorized)
            }
            return FakeGitHubReplies.json(#"{"login":"\#(Self.accountLogin)","name":"\#(Self.accountName)","public_repos":8}"#)
        }
        router.get("user/repos") { request, _ -> Response in
            _ = self.record("user/repos", origin: origin, request: request)
            guard request.headers[.authorization] == "Bearer \(Self.validToken)" else {
                return FakeGitHubReplies.json(#"{"message":"Requires authentication"}"#, status: .unauthorized)
            }
            // Five repositories of the signed-in user, paged by per_page and page.
            let size = max(1, request.uri.queryParameters.get("per_page").flatMap(Int.init) ?? 30)
            let page = max(1, request.uri.queryParameters.get("page").flatMap(Int.init) ?? 1)
            let all = (1...5).map { FakeGitHubReplies.repositoryJSON(owner: Self.accountLogin, name: "own-\($0)", stars: 10 * $0) }
            let items = all.dropFirst((page - 1) * size).prefix(size)
            let hasMore = page * size < all.count
            let link = hasMore ? ["Link": "<\(self.base)/user/repos?per_page=\(size)&page=\(page + 1)>; rel=\"next\""] : [:]
            return FakeGitHubReplies.json("[\(items.joined(separator: ","))]", headers: link)
        }
        router.get("repositories") { request, _ -> Response in
            let since = request.uri.queryParameters.get("since").flatMap(Int.init) ?? 0
            _ = self.record("repositories", origin: origin, request: request)
            let items = (since + 1...since + 2).map { FakeGitHubReplies.minimalRepositoryJSON(id: $0) }.joined(separator: ",")
            let base = "http://127.0.0.1:\(self.port.withLock { $0 })"
            let link = since < 4 ? ["Link": "<\(base)/repositories?since=\(since + 2)>; rel=\"next\", <\(base)/repositories{?since}>; rel=\"first\""] : [:]
            return FakeGitHubReplies.json("[\(items)]", headers: link)
        }
        deviceFlowRoutes(on: router, origin: origin)
        return router
    }

    /// This server's base URL, `http://127.0.0.1:<port>`.
    var base: String { "http://127.0.0.1:\(port.withLock { $0 })" }

    /// The reply of `GET /search/users` for `query`: `redirect` answers with a 307 to the same
    /// search on ``otherOrigin`` (whose answer is the owners matching `landed`), `broken` with a
    /// 502, `malformed` with an item whose login is empty; any other text lists the owners of
    /// ``repositories`` whose login contains it (ignoring case), in the catalog's order.
    private func userSearch(query: String, origin: Origin) -> Response {
        typealias Reply = FakeGitHubReplies
        switch query {
        case "redirect" where origin == .main:
            return Reply.redirect(to: "\(otherOrigin.absoluteString)/search/users?q=landed", status: .temporaryRedirect)
        case "broken":
            return Reply.json(#"{"message":"down"}"#, status: .badGateway)
        case "malformed":
            return Reply.json(Reply.userSearchJSON(totalCount: 1, items: [Reply.userJSON(login: "", type: "User")]))
        default:
            let owners = FakeGitHubRepository.owners(matching: query)
            return Reply.json(Reply.userSearchJSON(totalCount: owners.count, items: owners.map { Reply.userJSON(login: $0.login, type: $0.type) }))
        }
    }

    private func search(query: String, page: Int, hit: Int) async throws -> Response {
        typealias Reply = FakeGitHubReplies
        switch query {
        case "swift":
            if page == 1 {
                let items = [Reply.repositoryJSON(owner: "apple", name: "swift", stars: 60000), Reply.repositoryJSON(owner: "apple", name: "swift-nio", stars: 8000)]
                let link = "<\(base)/search/repositories?q=swift&per_page=2&page=2>; rel=\"next\", <\(base)/search/repositories?q=swift&per_page=2&page=2>; rel=\"last\""
                return Reply.json(Reply.searchJSON(totalCount: 3, items: items), headers: ["Link": link])
            }
            let prev = "<\(base)/search/repositories?q=swift&per_page=2&page=1>; rel=\"prev\""
            return Reply.json(Reply.searchJSON(totalCount: 3, items: [Reply.repositoryJSON(owner: "swiftlang", name: "swift-syntax", stars: 3000)]), headers: ["Link": prev])
        case "single":
            if page == 1 {
                let link = "<\(base)/search/repositories?q=single&per_page=1&page=2>; rel=\"next\""
                return Reply.json(Reply.searchJSON(totalCount: 2, items: [Reply.repositoryJSON(owner: "solo", name: "first", stars: 20)]), headers: ["Link": link])
            }
            return Reply.json(Reply.searchJSON(totalCount: 2, items: [Reply.repositoryJSON(owner: "solo", name: "second", stars: 10)]))
        case "malformed":
            return Reply.json(#"{"total_count": 1, "items": [{"name": "x", "owner": {"login": 5}}]}"#)
        case "truncated":
            return Reply.json(#"{"total_count": 1, "items": [{"na"#)
        case "unauthorized":
            return Reply.json(#"{"message":"Requires authentication"}"#, status: .unauthorized)
        case "ratelimit":
            return Reply.json(
                #"{"message":"API rate limit exceeded"}"#, status: .forbidden,
                headers: [
                    "X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset": "\(Int(rateLimitReset.timeIntervalSince1970))",
                ]
            )
        case "forbidden":
            return Reply.json(#"{"message":"Repository access blocked"}"#, status: .forbidden, headers: ["X-RateLimit-Remaining": "59"])
        case "toomany":
            return Reply.json(#"{"message":"slow down"}"#, status: .tooManyRequests, headers: ["Retry-After": "120"])
        case "flaky":
            if hit == 1 { return Reply.json(#"{"message":"oops"}"#, status: .internalServerError) }
            return Reply.json(Reply.searchJSON(totalCount: 1, items: [Reply.repositoryJSON(owner: "o", name: "recovered", stars: 1)]))
        case "broken":
            return Reply.json(#"{"message":"down"}"#, status: .badGateway)
        case "maintenance":
            return Reply.json(#"{"message":"Service Unavailable"}"#, status: .serviceUnavailable, headers: ["Retry-After": "600"])
        case "overloaded":
            return Reply.json(#"{"message":"Service Unavailable"}"#, status: .serviceUnavailable)
        case "slow":
            try await Task.sleep(for: .seconds(3))
            return Reply.json(Reply.searchJSON(totalCount: 0, items: []))
        case "drop":
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.contentLength] = "5000"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: #"{"total_count": 1, "items": ["#))
                throw FakeGitHubError.droppedOnPurpose
            })
        default:
            let found = FakeGitHubRepository.search(query)
            return Reply.json(Reply.searchJSON(totalCount: found.count, items: found.map(\.json)))
        }
    }
}
