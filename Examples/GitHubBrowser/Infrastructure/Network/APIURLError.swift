/// Why a typed API address (the `--api-url` option) cannot be used; its ``description`` completes a
/// sentence that starts with the option's name: "--api-url must have a port from 1 to 65535, not
/// 70000".
public enum APIURLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not an `http` or `https` URL with a host.
    case notHTTP(String)
    /// The URL names a port outside 1–65535 (the text of the port as typed).
    case portOutOfRange(String)

    /// What is wrong, as the end of a sentence about the option.
    public var description: String {
        switch self {
        case let .notHTTP(text): "must be an http(s) URL with a host, not '\(text)'"
        case let .portOutOfRange(port): "must have a port from 1 to 65535, not \(port)"
        }
    }
}
