import Foundation

/// Where and how the GitHub client talks to the API.
///
/// The defaults talk to `https://api.github.com`; point ``apiURL`` elsewhere (GitHub Enterprise, or
/// a local fake in tests) with the `--api-url` option.
public struct GitHubAPIConfiguration: Sendable {
    /// The largest reply body the client reads by default: 4 MiB.
    ///
    /// The largest page the client asks for holds 100 repositories; GitHub describes each in about
    /// 5–8 KB of JSON (most of it `*_url` fields), so a full page is under 1 MB. Four times that
    /// leaves room for long descriptions and topic lists, and still stops a broken or hostile
    /// server from filling memory and the offline catalog with tens of megabytes.
    public static let defaultMaximumReplySize = 4 * 1024 * 1024

    /// The largest README the client reads by default: 1 MiB, ten times what `Readme` keeps of
    /// Latin text and more than it keeps of any script. A larger one fails as a malformed reply
    /// ("the reply is larger than 1 MB") rather than being read into memory.
    public static let defaultMaximumReadmeSize = 1024 * 1024

    /// The API root, e.g. `https://api.github.com`.
    public var apiURL: URL
    /// GitHub's web site, e.g. `https://github.com`: where the device-flow sign-in asks for a code
    /// (`/login/device/code`) and a token (`/login/oauth/access_token`), and the only origin whose
    /// page the user is sent to enter the code. See ``webURL(forAPI:)`` for its default.
    public var webURL: URL
    /// How long one request may take — from sending it, through any redirects, to the last byte
    /// of the reply — before it fails with a time-out (and, being idempotent, is retried). A
    /// reply that trickles in slowly times out too. The client never uses less than one second.
    public var requestTimeout: Duration
    /// How failed idempotent requests are retried.
    public var retryPolicy: RetryPolicy
    /// The `User-Agent` header GitHub requires.
    public var userAgent: String
    /// The largest reply body, in bytes, the client accepts; a larger one fails as a malformed
    /// reply. See ``defaultMaximumReplySize``.
    public var maximumReplySize: Int
    /// The largest README body, in bytes, the client accepts. See ``defaultMaximumReadmeSize``.
    public var maximumReadmeSize: Int
    /// The clock that times ``requestTimeout`` and the waits between retries. Tests pass one they
    /// move by hand.
    public var clock: any Clock<Duration>

    /// Creates a configuration.
    public init(
        apiURL: URL = GitHubAPIConfiguration.publicAPIURL,
        webURL: URL? = nil,
        requestTimeout: Duration = .seconds(15),
        retryPolicy: RetryPolicy = .standard,
        userAgent: String = "strata-github-browser",
        maximumReplySize: Int = GitHubAPIConfiguration.defaultMaximumReplySize,
        maximumReadmeSize: Int = GitHubAPIConfiguration.defaultMaximumReadmeSize,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.apiURL = apiURL
        self.webURL = webURL ?? Self.webURL(forAPI: apiURL)
        self.requestTimeout = requestTimeout
        self.retryPolicy = retryPolicy
        self.userAgent = userAgent
        self.maximumReplySize = maximumReplySize
        self.maximumReadmeSize = maximumReadmeSize
        self.clock = clock
    }

    /// The web site that goes with the API at `apiURL`: `https://github.com` for
    /// `https://api.github.com`, else the API's own origin (scheme, host and port), as GitHub
    /// Enterprise serves both from one host (`https://ghe.example.com/api/v3`) and a local fake
    /// serves both from one port.
    public static func webURL(forAPI apiURL: URL) -> URL {
        guard let origin = HTTPOrigin(apiURL) else { return apiURL }
        var components = URLComponents()
        components.scheme = origin.scheme
        if origin.scheme == "https", origin.host == "api.github.com" {
            components.host = "github.com"
        } else {
            components.host = origin.host
            if origin.port != (origin.scheme == "https" ? 443 : 80) { components.port = origin.port }
        }
        return components.url ?? apiURL
    }

    /// `https://api.github.com`.
    public static var publicAPIURL: URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.github.com"
        // A scheme and a host always make a URL; the fallback only satisfies the type.
        return components.url ?? URL(fileURLWithPath: "/")
    }
}
