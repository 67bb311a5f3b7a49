import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain

/// The live GitHub REST API as a `RepositoryCatalog` and an `AccountSource`.
///
/// Use it for `--source github`. It pages with the `Link` header, reads the rate-limit headers,
/// retries idempotent requests on 5xx, time-outs and dropped connections (never on 4xx) with
/// exponential backoff, and turns every failure — transport, status, or a reply it cannot read —
/// into a `DataSourceError`. Cancelling the calling task cancels the request (it then throws
/// `CancellationError`).
public final class GitHubAPIClient: RepositoryCatalog, AccountSource {
    private let configuration: GitHubAPIConfiguration
    private let currentToken: @Sendable () async -> AccessToken?
    private let session: URLSession

    /// A client that sends `token` (if any) with every request.
    public convenience init(configuration: GitHubAPIConfiguration = GitHubAPIConfiguration(), token: AccessToken? = nil) {
        self.init(configuration: configuration, tokenProvider: { token })
    }

    /// A client that asks `tokenProvider` for the token before every request — use it when the
    /// token can change while the app runs (signing in or out on the Account tab), so requests
    /// follow the session without a restart.
    public init(configuration: GitHubAPIConfiguration = GitHubAPIConfiguration(), tokenProvider: @escaping @Sendable () async -> AccessToken?) {
        self.configuration = configuration
        self.currentToken = tokenProvider
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        let timeout = Self.timeout(configuration)
        sessionConfiguration.timeoutIntervalForRequest = timeout
        sessionConfiguration.timeoutIntervalForResource = timeout
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: sessionConfiguration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    // MARK: RepositoryCatalog

    /// `GET /search/repositories?q=…`, GitHub's ranking.
    public func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        let (data, response) = try await get(
            ["search", "repositories"],
            query: ["q": query.text, "per_page": "\(page.size)", "page": "\(page.number)"]
        )
        let payload = try decode(GitHubSearchPayload.self, from: data, what: "search results")
        let next = LinkHeader(response.value(forHTTPHeaderField: "Link") ?? "").next.map { url in
            let number = url.queryValue("page").flatMap(Int.init) ?? page.number + 1
            let size = url.queryValue("per_page").flatMap(Int.init) ?? page.size
            return (try? PageRequest(number: number, size: size)) ?? page.following()
        }
        return Page(items: payload.items.map(\.repository), request: page, next: next, totalCount: payload.total_count)
    }

    /// `GET /repositories`, paged by the `since` cursor GitHub puts in the `Link` header.
    public func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        var parameters = ["per_page": "\(page.size)"]
        if let cursor = page.cursor { parameters["since"] = cursor }
        let (data, response) = try await get(["repositories"], query: parameters)
        let payload = try decode([GitHubRepositoryPayload].self, from: data, what: "public repositories")
        let next = LinkHeader(response.value(forHTTPHeaderField: "Link") ?? "").next.map { url in
            page.following(cursor: url.queryValue("since"))
        }
        return Page(items: payload.map(\.repository), request: page, next: next)
    }

    /// `GET /repos/{owner}/{name}`.
    public func repository(owner: String, name: String) async throws -> Repository {
        guard Self.isPathSegment(owner), Self.isPathSegment(name) else { throw DataSourceError.notFound }
        let (data, _) = try await get(["repos", owner, name], query: [:])
        return try decode(GitHubRepositoryPayload.self, from: data, what: "repository").repository
    }

    // MARK: AccountSource

    /// `GET /user` with `token`.
    public func account(for token: AccessToken) async throws -> Account {
        let (data, _) = try await get(["user"], query: [:], token: token)
        return try decode(GitHubUserPayload.self, from: data, what: "account").account
    }

    // MARK: Requests

    private func get(_ path: [String], query: [String: String], token: AccessToken? = nil) async throws -> (Data, HTTPURLResponse) {
        let bearer: AccessToken?
        if let token { bearer = token } else { bearer = await currentToken() }
        let request = try makeRequest(path: path, query: query, token: bearer)
        let policy = configuration.retryPolicy
        var attempt = 1
        while true {
            let failure: DataSourceError
            let isTransient: Bool
            do {
                let (data, response) = try await session.data(for: request)
                guard let http = response as? HTTPURLResponse else {
                    throw DataSourceError.malformedResponse(detail: "not an HTTP reply")
                }
                switch Self.classify(data: data, response: http) {
                case let .success(reply):
                    return reply
                case let .failure(error):
                    (failure, isTransient) = (error, Self.isTransient(error))
                }
            } catch let error as DataSourceError {
                (failure, isTransient) = (error, false)
            } catch {
                if Task.isCancelled { throw CancellationError() }
                (failure, isTransient) = Self.transportError(error)
            }
            guard isTransient, attempt < policy.maximumAttempts else { throw failure }
            try await Task.sleep(for: policy.backoff(beforeRetry: attempt))
            attempt += 1
        }
    }

    private func makeRequest(path: [String], query: [String: String], token: AccessToken?) throws -> URLRequest {
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
        var request = URLRequest(url: requestURL, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.timeout(configuration))
        request.httpMethod = "GET"
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.setValue("2022-11-28", forHTTPHeaderField: "X-GitHub-Api-Version")
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        if let token {
            request.setValue("Bearer \(token.secret)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// The request time-out in seconds; at least one, because URLSession on Linux truncates to whole
    /// seconds and treats zero as "already expired".
    private static func timeout(_ configuration: GitHubAPIConfiguration) -> TimeInterval {
        max(1, configuration.requestTimeout.timeInterval)
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
        case 500..<600:
            return .failure(.server(status: status))
        default:
            return .failure(.rejected(status: status, detail: message(in: data) ?? HTTPURLResponse.localizedString(forStatusCode: status)))
        }
    }

    /// When a 403 or 429 reply is a rate limit, the time it ends.
    static func rateLimitReset(_ response: HTTPURLResponse, status: Int, now: Date) -> Date? {
        if let retryAfter = response.value(forHTTPHeaderField: "Retry-After").flatMap(TimeInterval.init) {
            return now.addingTimeInterval(retryAfter)
        }
        let remaining = response.value(forHTTPHeaderField: "X-RateLimit-Remaining").flatMap(Int.init)
        let reset = response.value(forHTTPHeaderField: "X-RateLimit-Reset").flatMap(TimeInterval.init)
        if remaining == 0 {
            return reset.map { Date(timeIntervalSince1970: $0) } ?? now.addingTimeInterval(60)
        }
        // GitHub's secondary rate limits answer 429 (or 403) without a zero remaining count.
        return status == 429 ? now.addingTimeInterval(60) : nil
    }

    private static func message(in data: Data) -> String? {
        try? JSONDecoder().decode(GitHubErrorPayload.self, from: data).message
    }

    /// HTTP failures that may pass if the same idempotent request is sent again (5xx).
    static func isTransient(_ error: DataSourceError) -> Bool {
        if case .server = error { return true }
        return false
    }

    /// A transport failure, and whether sending the same idempotent request again may succeed:
    /// time-outs and connections lost mid-reply may; a host that refuses or cannot be found will
    /// not, so the user hears "offline" at once.
    static func transportError(_ error: any Error) -> (error: DataSourceError, isTransient: Bool) {
        guard let urlError = error as? URLError else {
            return (.offline(detail: String(describing: error)), false)
        }
        switch urlError.code {
        case .timedOut:
            return (.timedOut, true)
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .secureConnectionFailed,
             .unsupportedURL, .badURL:
            return (.offline(detail: urlError.localizedDescription), false)
        default:
            return (.offline(detail: "the connection was lost (\(urlError.localizedDescription))"), true)
        }
    }

    private func decode<Payload: Decodable>(_ type: Payload.Type, from data: Data, what: String) throws -> Payload {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw DataSourceError.malformedResponse(detail: "\(what): \(Self.describe(error))")
        } catch {
            throw DataSourceError.malformedResponse(detail: "\(what): \(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the reply" : keys.joined(separator: ".")
        }
        switch error {
        case let .dataCorrupted(context): return "not valid JSON at \(path(context))"
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
