import Foundation

/// Where and how the GitHub client talks to the API.
///
/// The defaults talk to `https://api.github.com`; point ``apiURL`` elsewhere (GitHub Enterprise, or
/// a local fake in tests) with the `--api-url` option.
public struct GitHubAPIConfiguration: Sendable {
    /// The API root, e.g. `https://api.github.com`.
    public var apiURL: URL
    /// How long one request may take before it fails with a time-out. On Linux, URLSession counts
    /// whole seconds, so the client never uses less than one second.
    public var requestTimeout: Duration
    /// How failed idempotent requests are retried.
    public var retryPolicy: RetryPolicy
    /// The `User-Agent` header GitHub requires.
    public var userAgent: String

    /// Creates a configuration.
    public init(
        apiURL: URL = GitHubAPIConfiguration.publicAPIURL,
        requestTimeout: Duration = .seconds(15),
        retryPolicy: RetryPolicy = .standard,
        userAgent: String = "strata-github-browser"
    ) {
        self.apiURL = apiURL
        self.requestTimeout = requestTimeout
        self.retryPolicy = retryPolicy
        self.userAgent = userAgent
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
