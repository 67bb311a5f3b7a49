import Foundation

extension GitHubAPIConfiguration {
    /// The API root a user typed (the `--api-url` option), checked: an `http` or `https` URL with a
    /// host and, when it names a port, a port from 1 to 65535.
    ///
    /// Check the text with this rather than `URL(string:)` alone: Foundation accepts
    /// `http://host:70000`, and reads `http://host:99999999999999999999` as having no port at all,
    /// so the request would quietly go to port 80.
    /// - Parameter text: The address as typed.
    /// - Returns: The URL to use as ``apiURL``.
    /// - Throws: ``APIURLError`` naming what is wrong.
    public static func apiURL(parsing text: String) throws(APIURLError) -> URL {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              let url = components.url
        else { throw .notHTTP(text) }
        if let range = components.rangeOfPort, let written = components.string {
            let port = String(written[range])
            guard let number = Int(port), (1...65535).contains(number) else { throw .portOutOfRange(port) }
        }
        return url
    }
}
