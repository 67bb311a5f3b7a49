import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain

/// The live GitHub REST API as a `RepositoryCatalog` and an `AccountSource`, and a directory of
/// owners (``searchUsers(_:page:)``, ``repositories(ofOwner:page:)``).
///
/// Use it for `--source github`. It pages with the `Link` header, reads the rate-limit headers,
/// retries idempotent requests on 5xx, time-outs and dropped connections (never on 4xx) with
/// exponential backoff, and turns every failure — transport, status, or a reply it cannot read —
/// into a `DataSourceError`. Cancelling the calling task cancels the request (it then throws
/// `CancellationError`).
///
/// It treats the server as untrusted:
/// - **The token stays with the API.** Redirects are followed by the client itself, at most five,
///   only to `http`/`https` addresses, and the `Authorization` header only while they stay on the
///   API's origin (scheme, host and port), as GitHub's `gh` does.
/// - **Replies are bounded.** Replies are asked for uncompressed and a compressed one is refused
///   before it is decoded into memory; a body larger than
///   ``GitHubAPIConfiguration/maximumReplySize`` fails as soon as it is known to be, a page never
///   yields more items than were asked for, and counts that cannot be true (negative, or beyond
///   2³¹ − 1) make the reply malformed.
/// - **The time-out bounds the whole request**, redirects and a slowly trickling body included.
/// - **Nothing reaches the disk**: no cookie, no cached reply, no folder.
///
/// On Apple's platforms it goes through `URLSession`; on Linux through AsyncHTTPClient, whose
/// redirects and decoding the client controls (swift-corelibs-foundation's `URLSession` decodes
/// a redirect's body whole, with no cap).
public final class GitHubAPIClient: RepositoryCatalog, AccountSource, UserRepositoriesSource, ReadmeSource {
    private let configuration: GitHubAPIConfiguration
    private let currentToken: @Sendable () async -> AccessToken?
    private let transport: any HTTPTransport

    /// A client that sends `token` (if any) with every request.
    public convenience init(configuration: GitHubAPIConfiguration = GitHubAPIConfiguration(), token: AccessToken? = nil) {
        self.init(configuration: configuration, tokenProvider: { token })
    }

    /// A client that asks `tokenProvider` for the token before every request — use it when the
    /// token can change while the app runs (signing in or out on the Account tab), so requests
    /// follow the session without a restart.
    public convenience init(configuration: GitHubAPIConfiguration = GitHubAPIConfiguration(), tokenProvider: @escaping @Sendable () async -> AccessToken?) {
        self.init(
            configuration: configuration,
            tokenProvider: tokenProvider,
            transport: Self.platformTransport(timeout: Self.timeout(configuration))
        )
    }

    /// A client that puts its requests on the wire through `transport` (tests run the same
    /// suites against each transport).
    init(configuration: GitHubAPIConfiguration, tokenProvider: @escaping @Sendable () async -> AccessToken?, transport: any HTTPTransport) {
        self.configuration = configuration
        self.currentToken = tokenProvider
        self.transport = transport
    }

    /// The transport of this platform: `URLSession` on Apple's platforms, AsyncHTTPClient on Linux
    /// (see `AsyncHTTPClientTransport` for why) in a build with the `LiveNetwork` trait, and none
    /// in a Linux build without it (see ``LiveNetworkUnavailableTransport``).
    static func platformTransport(timeout: Duration) -> any HTTPTransport {
        #if LiveNetwork && canImport(AsyncHTTPClient)
        AsyncHTTPClientTransport.shared
        #elseif canImport(Darwin)
        URLSessionTransport(timeout: timeout)
        #else
        LiveNetworkUnavailableTransport()
        #endif
    }

    /// Whether this build can reach the GitHub API: always on Apple's platforms; on Linux, only
    /// when built with the `LiveNetwork` trait. Commands check it before offering the live source,
    /// so that a build without it says so at once rather than on the first request.
    public static var hasLiveNetwork: Bool {
        #if LiveNetwork && canImport(AsyncHTTPClient)
        true
        #elseif canImport(Darwin)
        true
        #else
        false
        #endif
    }

    // MARK: RepositoryCatalog

    /// `GET /search/repositories?q=…`, GitHub's ranking.
    public func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        let (data, response) = try await get(
            ["search", "repositories"],
            query: ["q": query.text, "per_page": "\(page.size)", "page": "\(page.number)"]
        )
        let payload = try decode(GitHubSearchPayload.self, from: data, what: "search results")
        try PlausibleCount.check(payload.total_count, "search results: total_count")
        let items = try Self.repositories(payload.items, upTo: page.size, what: "search results: items")
        // GitHub's next page is always the following one: the link only says whether there is one,
        // so a hostile page number (2^63 − 1, or 1 for ever) cannot steer the paging.
        let next = LinkHeader(response.value(forHTTPHeaderField: "Link") ?? "").next.map { _ in page.following() }
        return Page(items: items, request: page, next: next, totalCount: payload.total_count)
    }

    /// `GET /repositories`, paged by the `since` cursor GitHub puts in the `Link` header.
    public func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        var parameters = ["per_page": "\(page.size)"]
        if let cursor = page.cursor { parameters["since"] = cursor }
        let (data, response) = try await get(["repositories"], query: parameters)
        let payload = try decode([GitHubRepositoryPayload].self, from: data, what: "public repositories")
        let items = try Self.repositories(payload, upTo: page.size, what: "public repositories")
        let next = LinkHeader(response.value(forHTTPHeaderField: "Link") ?? "").next.map { url in
            page.following(cursor: url.queryValue("since"))
        }
        return Page(items: items, request: page, next: next)
    }

    /// `GET /repos/{owner}/{name}`.
    public func repository(owner: String, name: String) async throws -> Repository {
        guard Self.isPathSegment(owner), Self.isPathSegment(name) else { throw DataSourceError.notFound }
        let (data, _) = try await get(["repos", owner, name], query: [:])
        return try decode(GitHubRepositoryPayload.self, from: data, what: "repository").repository(at: "repository")
    }

    // MARK: ReadmeSource

    /// `GET /repos/{owner}/{name}/readme` as raw Markdown, at most
    /// ``GitHubAPIConfiguration/maximumReadmeSize`` bytes; `nil` when GitHub has none (404). The
    /// text is read as UTF-8 (a byte that is not becomes U+FFFD) and cleaned by `Readme`.
    public func readme(of id: RepositoryID) async throws -> Readme? {
        guard Self.isPathSegment(id.owner), Self.isPathSegment(id.name) else { return nil }
        do {
            let (data, _) = try await get(
                ["repos", id.owner, id.name, "readme"], query: [:],
                accept: "application/vnd.github.raw+json", limit: configuration.maximumReadmeSize
            )
            return Readme(String(decoding: data, as: UTF8.self))
        } catch DataSourceError.notFound {
            return nil
        }
    }

    // MARK: AccountSource

    /// `GET /user` with `token`.
    public func account(for token: AccessToken) async throws -> Account {
        let (data, _) = try await get(["user"], query: [:], token: token)
        return try decode(GitHubUserPayload.self, from: data, what: "account").account()
    }

    // MARK: UserRepositoriesSource

    /// `GET /user/repos?sort=updated` with the current token: the signed-in user's repositories,
    /// most recently updated first. Without a token it fails with `DataSourceError/unauthorized`
    /// and sends nothing.
    public func userRepositories(page: PageRequest) async throws -> Page<Repository> {
        guard let token = await currentToken() else { throw DataSourceError.unauthorized }
        let (data, response) = try await get(
            ["user", "repos"],
            query: ["per_page": "\(page.size)", "page": "\(page.number)", "sort": "updated"],
            token: token
        )
        let payload = try decode([GitHubRepositoryPayload].self, from: data, what: "your repositories")
        let items = try Self.repositories(payload, upTo: page.size, what: "your repositories")
        // As for search: the link only says whether there is a next page, never which.
        let next = LinkHeader(response.value(forHTTPHeaderField: "Link") ?? "").next.map { _ in page.following() }
        return Page(items: items, request: page, next: next)
    }

    // MARK: Users and organisations

    /// `GET /search/users?q=…`: users and organisations whose login, name or e-mail matches
    /// `query`, GitHub's best matches first. Use it to find an owner, then
    /// ``repositories(ofOwner:page:)`` for what they own.
    /// - Throws: `DataSourceError`, as every request; an item with an empty login makes the reply
    ///   malformed.
    public func searchUsers(_ query: SearchQuery, page: PageRequest) async throws -> Page<Owner> {
        let (data, response) = try await get(
            ["search", "users"],
            query: ["q": query.text, "per_page": "\(page.size)", "page": "\(page.number)"]
        )
        let payload = try decode(GitHubUserSearchPayload.self, from: data, what: "user search results")
        try PlausibleCount.check(payload.total_count, "user search results: total_count")
        var owners: [Owner] = []
        owners.reserveCapacity(min(page.size, payload.items.count))
        for (index, item) in payload.items.prefix(page.size).enumerated() {
            owners.append(try item.owner(at: "user search results: items[\(index)]"))
        }
        // As for repositories: the link only says whether there is a next page, never which.
        let next = LinkHeader(response.value(forHTTPHeaderField: "Link") ?? "").next.map { _ in page.following() }
        return Page(items: owners, request: page, next: next, totalCount: payload.total_count)
    }

    /// `GET /users/{login}/repos?sort=pushed`: the public repositories `login` owns — a user's or
    /// an organisation's — most recently pushed first. Use it after ``searchUsers(_:page:)``.
    /// - Throws: `DataSourceError/notFound` for an owner GitHub does not know, and at once, sending
    ///   nothing, for a login that cannot be one path segment (empty, `.` or `..`, or holding `/`,
    ///   `?` or `#`).
    public func repositories(ofOwner login: String, page: PageRequest) async throws -> Page<Repository> {
        guard Self.isPathSegment(login) else { throw DataSourceError.notFound }
        let (data, response) = try await get(
            ["users", login, "repos"],
            query: ["per_page": "\(page.size)", "page": "\(page.number)", "sort": "pushed"]
        )
        let payload = try decode([GitHubRepositoryPayload].self, from: data, what: "\(login)'s repositories")
        let items = try Self.repositories(payload, upTo: page.size, what: "\(login)'s repositories")
        let next = LinkHeader(response.value(forHTTPHeaderField: "Link") ?? "").next.map { _ in page.following() }
        return Page(items: items, request: page, next: next)
    }

    // MARK: Requests

    /// At most `size` of `payloads` as repositories, each checked; `what` prefixes the index in
    /// an error (`search results: items[3]`).
    private static func repositories(_ payloads: [GitHubRepositoryPayload], upTo size: Int, what: String) throws(DataSourceError) -> [Repository] {
        var repositories: [Repository] = []
        repositories.reserveCapacity(min(size, payloads.count))
        for (index, payload) in payloads.prefix(size).enumerated() {
            repositories.append(try payload.repository(at: "\(what)[\(index)]"))
        }
        return repositories
    }

    /// Sends `GET path?query` (with `token`, else the current one) and returns the 2xx reply, of at
    /// most `limit` bytes (``GitHubAPIConfiguration/maximumReplySize`` by default), retrying as
    /// the type's description says.
    private func get(
        _ path: [String], query: [String: String], token: AccessToken? = nil, accept: String = "application/vnd.github+json", limit: Int? = nil
    ) async throws -> (Data, HTTPURLResponse) {
        let bearer: AccessToken?
        if let token { bearer = token } else { bearer = await currentToken() }
        let request = try makeRequest(path: path, query: query, token: bearer, accept: accept)
        let limit = limit ?? configuration.maximumReplySize
        let policy = configuration.retryPolicy
        var attempt = 1
        while true {
            let failure: DataSourceError
            let isTransient: Bool
            do {
                let (data, response) = try await RequestDeadline.run(within: Self.timeout(configuration), on: configuration.clock) {
                    try await self.send(request, limit: limit)
                }
                switch Self.classify(data: data, response: response) {
                case let .success(reply):
                    return reply
                case let .failure(error):
                    (failure, isTransient) = (error, Self.isTransient(error))
                }
            } catch let error as DataSourceError {
                (failure, isTransient) = (error, false)
            } catch is RequestDeadline.Exceeded {
                (failure, isTransient) = (.timedOut, true)
            } catch let unavailable as LiveNetworkUnavailable {
                // Not a failure of the network but of the build: say so, not "offline".
                throw unavailable
            } catch {
                if Task.isCancelled { throw CancellationError() }
                (failure, isTransient) = Self.transportError(error)
            }
            guard isTransient, attempt < policy.maximumAttempts else { throw failure }
            try await configuration.clock.sleep(for: policy.backoff(beforeRetry: attempt))
            attempt += 1
        }
    }

    /// Sends `request` and follows its redirects (see ``RedirectChain``); the final reply, with
    /// its body of at most `limit` bytes.
    private func send(_ request: URLRequest, limit: Int) async throws -> (Data, HTTPURLResponse) {
        var chain = RedirectChain(request)
        while true {
            let data: Data
            let response: HTTPURLResponse
            do {
                (data, response) = try await transport.send(chain.current, limit: limit)
            } catch HTTPTransportRefusal.tooLarge(let limit) {
                throw DataSourceError.malformedResponse(detail: "the reply is larger than \(Self.describeSize(limit))")
            } catch HTTPTransportRefusal.encoded(let encoding) {
                throw DataSourceError.malformedResponse(detail: "the reply is compressed (\(encoding)), which was not asked for")
            }
            guard try chain.follow(response) != nil else { return (data, response) }
        }
    }

    /// `4 MB` for whole mebibytes, else the number of bytes.
    static func describeSize(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        return bytes >= mebibyte && bytes % mebibyte == 0 ? "\(bytes / mebibyte) MB" : "\(bytes) bytes"
    }

    private func makeRequest(path: [String], query: [String: String], token: AccessToken?, accept: String) throws -> URLRequest {
        var url = configuration.apiURL
        for segment in path {
            url.appendPathComponent(segment)
        }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw DataSourceError.rejected(status: 0, detail: "The API address \(configuration.apiURL) is not valid.")
        }
        if !query.isEmpty {
            components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        guard let requestURL = components.url else {
            throw DataSourceError.rejected(status: 0, detail: "The API address \(configuration.apiURL) is not valid.")
        }
        var request = URLRequest(url: requestURL, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.timeout(configuration).timeInterval)
        request.httpMethod = "GET"
        request.setValue(accept, forHTTPHeaderField: "Accept")
        // No compression: a reply's size cap then holds for what is decoded (see ReplyCollector).
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        request.setValue("2022-11-28", forHTTPHeaderField: "X-GitHub-Api-Version")
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        if let token {
            request.setValue("Bearer \(token.secret)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// The time-out of one request; at least one second, because URLSession on Linux truncates
    /// its own (idle) time-out to whole seconds and treats zero as "already expired".
    static func timeout(_ configuration: GitHubAPIConfiguration) -> Duration {
        max(.seconds(1), configuration.requestTimeout)
    }

    /// Success for 2xx; the matching error for anything else.
    static func classify(data: Data, response: HTTPURLResponse, now: Date = Date()) -> Result<(Data, HTTPURLResponse), DataSourceError> {
        let status = response.statusCode
        switch status {
        case 200..<300:
            return .success((data, response))
        case 401:
            return .failure(.unauthorized)
        case 403, 429:
            if let until = rateLimitReset(response, status: status, now: now) {
                return .failure(.rateLimited(until: until))
            }
            return .failure(.rejected(status: status, detail: message(in: data) ?? "access denied"))
        case 404:
            return .failure(.notFound)
        case 503:
            // GitHub's maintenance answer; `Retry-After`, when it is given, says until when.
            let retryAfter = response.value(forHTTPHeaderField: "Retry-After").flatMap(wholeSeconds)
            return .failure(.serviceUnavailable(retryAfter: retryAfter.map { now.addingTimeInterval(min($0, longestRateLimit)) }))
        case 500..<600:
            return .failure(.server(status: status))
        default:
            return .failure(.rejected(status: status, detail: message(in: data) ?? HTTPURLResponse.localizedString(forStatusCode: status)))
        }
    }

    /// The longest a rate limit is believed to last: GitHub's limits reset within their one-hour
    /// window, and the alert shows a clock time without a date.
    static let longestRateLimit: TimeInterval = 3600

    /// When a 403 or 429 reply is a rate limit, the time it ends, between `now` and
    /// ``longestRateLimit`` later.
    ///
    /// `Retry-After` is read as delay-seconds (RFC 9110: digits only; GitHub never sends the date
    /// form) and `X-RateLimit-Reset` as whole epoch seconds; a value that is neither — `1e308`,
    /// `-30`, `nan` — is ignored, as if absent, so a nonsense header cannot turn the message into
    /// "until 00:00".
    static func rateLimitReset(_ response: HTTPURLResponse, status: Int, now: Date) -> Date? {
        func clamped(_ date: Date) -> Date { min(max(date, now), now.addingTimeInterval(longestRateLimit)) }
        if let retryAfter = response.value(forHTTPHeaderField: "Retry-After").flatMap(wholeSeconds) {
            return clamped(now.addingTimeInterval(retryAfter))
        }
        let remaining = response.value(forHTTPHeaderField: "X-RateLimit-Remaining").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let reset = response.value(forHTTPHeaderField: "X-RateLimit-Reset").flatMap(wholeSeconds)
        if remaining == 0 {
            return reset.map { clamped(Date(timeIntervalSince1970: $0)) } ?? now.addingTimeInterval(60)
        }
        // GitHub's secondary rate limits answer 429 (or 403) without a zero remaining count.
        return status == 429 ? now.addingTimeInterval(60) : nil
    }

    /// A header value made of decimal digits only (spaces around allowed), as seconds; `nil` for
    /// anything else. Too many digits for an integer is simply a very long time.
    static func wholeSeconds(_ value: String) -> TimeInterval? {
        let digits = value.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return UInt64(digits).map { TimeInterval($0) } ?? TimeInterval(UInt64.max)
    }

    private static func message(in data: Data) -> String? {
        try? JSONDecoder().decode(GitHubErrorPayload.self, from: data).message
    }

    /// HTTP failures that may pass if the same idempotent request is sent again soon: 5xx, but not
    /// a 503 that names a time to come back (the backoff's seconds would not reach it).
    static func isTransient(_ error: DataSourceError) -> Bool {
        switch error {
        case .server, .serviceUnavailable(retryAfter: nil): true
        default: false
        }
    }

    /// A transport failure, and whether sending the same idempotent request again may succeed:
    /// time-outs, connections lost before an answer and replies cut off after one began may; a host that refuses or cannot be found will
    /// not, so the user hears "offline" at once. A server that answered in a way that cannot be
    /// read — a failed secure connection, a reply that is not HTTP/1.x, headers beyond libcurl's
    /// bound — is an unreadable reply, not "offline", and is not retried.
    static func transportError(_ error: any Error) -> (error: DataSourceError, isTransient: Bool) {
        if case let HTTPTransportRefusal.cutOff(cutOffCause) = error {
            // The server answered, then the connection dropped: not "offline". Sending the same
            // request again may well get the whole reply.
            let cause = (cutOffCause as? URLError)?.localizedDescription ?? String(describing: cutOffCause)
            return (.malformedResponse(detail: "the reply was cut off: the connection was lost after the server began answering (\(cause))"), true)
        }
        guard let urlError = error as? URLError else {
            return (.offline(detail: String(describing: error)), false)
        }
        if let unreadable = unreadableAnswer(urlError) {
            return (.malformedResponse(detail: unreadable), false)
        }
        switch urlError.code {
        case .timedOut:
            return (.timedOut, true)
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .unsupportedURL, .badURL:
            return (.offline(detail: urlError.localizedDescription), false)
        default:
            return (.offline(detail: "the connection was lost (\(urlError.localizedDescription))"), true)
        }
    }

    /// What went wrong when the server answered but its answer could not be read, or `nil` for
    /// any other failure. Darwin says it with an error code; swift-corelibs-foundation reports
    /// most of libcurl's failures as `.unknown` (HTTP/0.9 as `.unsupportedURL`) with libcurl's
    /// message, so on Linux the message is all there is to tell them apart by.
    static func unreadableAnswer(_ error: URLError) -> String? {
        let message = error.localizedDescription
        switch error.code {
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
             .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired:
            return "the secure connection failed: \(message)"
        case .badServerResponse, .cannotParseResponse:
            return "the server answered, but not in HTTP that can be read: \(message)"
        default:
            break
        }
        // libcurl's messages (7.x and 8.x): "OpenSSL/3.0: error:0A00010B:SSL routines::wrong version
        // number", "SSL certificate problem: …", "Received HTTP/0.9 when not allowed", "Too large
        // response headers: 307220 > 307200", "Weird server reply", "Unsupported HTTP version in
        // response".
        if message.contains("SSL") || message.contains("TLS") || message.localizedCaseInsensitiveContains("certificate") {
            return "the secure connection failed: \(message)"
        }
        if message.contains("HTTP/0.9") {
            return "the server answered without an HTTP status line (\(message))"
        }
        if message.contains("response headers") || message.contains("Weird server reply") || message.contains("Unsupported HTTP version") {
            return "the server answered, but its headers could not be read (\(message))"
        }
        return nil
    }

    private func decode<Payload: Decodable>(_ type: Payload.Type, from data: Data, what: String) throws -> Payload {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw DataSourceError.malformedResponse(detail: "\(what): \(Self.describe(error, in: data))")
        } catch {
            throw DataSourceError.malformedResponse(detail: "\(what): \(error)")
        }
    }

    /// The first whole-number field of a GitHub payload (`total_count`, `stargazers_count`, …) in
    /// `data` whose value is a number but not a whole one that fits an `Int`, with its path
    /// (`items[0].stargazers_count`); `nil` when there is none or `data` is not JSON.
    static func unexpectedNumber(in data: Data) -> (path: String, value: String)? {
        let wholeNumberKeys: Set<String> = ["total_count", "stargazers_count", "forks_count", "open_issues_count", "public_repos"]
        func search(_ value: Any, path: String) -> (path: String, value: String)? {
            if let object = value as? [String: Any] {
                for key in object.keys.sorted() {
                    guard let child = object[key] else { continue }
                    let childPath = path.isEmpty ? key : "\(path).\(key)"
                    if wholeNumberKeys.contains(key), let number = child as? NSNumber, !(child is Bool), (number as? Int) == nil {
                        return (childPath, "\(number)")
                    }
                    if let found = search(child, path: childPath) { return found }
                }
            } else if let array = value as? [Any] {
                for (index, child) in array.enumerated() {
                    if let found = search(child, path: "\(path)[\(index)]") { return found }
                }
            }
            return nil
        }
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return search(root, path: "")
    }

    private static func isValidJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }

    /// `error` in a few words, with the path of the value it is about; `data` is the reply it
    /// came from.
    static func describe(_ error: DecodingError, in data: Data?) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the reply" : keys.joined(separator: ".")
        }
        switch error {
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            // Foundation's decoder reports a number that does not fit the field (1.5 or 1e300 for
            // an Int) as "not valid JSON" with no path: look for it before saying so.
            if let number = data.flatMap({ unexpectedNumber(in: $0) }) { return "unexpected value at \(number.path) (\(number.value), not a whole number)" }
            return data.map(isValidJSON) == true ? "unexpected value in the reply" : "not valid JSON at the reply"
        case let .dataCorrupted(context): return "unexpected value at \(path(context))"
        case let .keyNotFound(key, context): return "missing \"\(key.stringValue)\" in \(path(context))"
        case let .typeMismatch(_, context): return "unexpected type at \(path(context))"
        case let .valueNotFound(_, context): return "missing value at \(path(context))"
        @unknown default: return "unreadable"
        }
    }

    private static func isPathSegment(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".." && !text.contains("/") && !text.contains("?") && !text.contains("#")
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
