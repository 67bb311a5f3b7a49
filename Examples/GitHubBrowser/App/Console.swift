import ArgumentParser
import Foundation
import StrataTerminal

/// Where the command's own text goes: reports to standard output, problems to standard error.
/// Both quote what came from outside — a CSV's fields, a file's path, a server's message — so both
/// pass through `PrintableText`: nothing the command prints can drive the terminal.
enum Console {
    /// Prints `text` (one or more whole lines) to standard output.
    static func report(_ text: String) {
        print(PrintableText.escaping(text, keepingLineBreaks: true), terminator: "")
    }

    /// Prints `message` to standard error, after the command's name: something the user should
    /// know that is not a failure.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data(("github-browser: " + PrintableText.escaping(message, keepingLineBreaks: true) + "\n").utf8))
    }

    /// Prints `message` to standard error, after the command's name, and returns the exit code to
    /// throw.
    static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data(("github-browser: " + PrintableText.escaping(message, keepingLineBreaks: true) + "\n").utf8))
        return ExitCode.failure
    }
}
