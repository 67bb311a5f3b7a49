/// The device flow's polling code: kept out of logs and screens.
public struct DeviceCode: Hashable, Sendable, CustomStringConvertible {
    /// The code, to send to GitHub and nowhere else.
    public let secret: String

    /// Wraps `secret`.
    public init(_ secret: String) {
        self.secret = secret
    }

    /// A redacted form that is safe to log.
    public var description: String { "DeviceCode(redacted)" }
}
