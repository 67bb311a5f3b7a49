import Foundation

/// The origin of an `http` or `https` URL (RFC 6454): scheme, host and port, with the scheme's
/// default port made explicit, so `https://api.github.com` and `https://api.github.com:443` are the
/// same origin and `http://api.github.com` is another.
///
/// ``GitHubAPIClient`` sends its token to the origin of its API address only.
struct HTTPOrigin: Hashable {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of `url`, or `nil` when it is not an `http`/`https` URL with a host.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : 80)
    }
}
