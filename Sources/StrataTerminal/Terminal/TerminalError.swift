/// Why a terminal could not be used.
///
/// Applications catch it around ``Application/run(root:)`` and print ``description`` instead of
/// crashing or leaving a garbled shell.
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Standard input or standard output is not a terminal (the program runs in a pipe, under a
    /// redirect, or in CI).
    case notATerminal
    /// A terminal system call failed; `operation` names it and `code` is `errno`.
    case systemCallFailed(operation: String, code: Int32)

    public var description: String {
        switch self {
        case .notATerminal:
            "This program needs an interactive terminal: standard input and output must be a TTY."
        case .systemCallFailed(let operation, let code):
            "The terminal could not be set up: \(operation) failed (errno \(code))."
        }
    }
}
