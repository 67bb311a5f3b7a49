/// Why the browser could not start, in words a user can act on ("The offline catalog at … is
/// damaged … It was left untouched"). Print ``message`` and exit with a failure code.
public struct LaunchError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong and, where possible, what to do about it.
    public let message: String

    /// Creates the error with its user-facing `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
