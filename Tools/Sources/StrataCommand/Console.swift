#if StrataTools
import Foundation
import StrataLint

/// Where `strata`'s own words go: reports to standard output (written by the commands), notes and
/// errors to standard error. Both quote what came from outside — a path, an argument, a key of a
/// configuration file, a screen's name — so everything written here passes through
/// `PrintableText`, as the GitHub Browser's commands do: nothing `strata` prints can drive the
/// terminal, and no value can start a line of its own.
enum Console {
    /// Prints `message` to standard error: something the user should know that is not a failure.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data((PrintableText.escaping(message) + "\n").utf8))
    }

    /// Prints `error: message` to standard error.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data(("error: " + PrintableText.escaping(message) + "\n").utf8))
    }

    /// Prints `text`, whole lines of `strata`'s own output that may quote paths, to standard
    /// output; its line breaks are kept, every other control character is escaped.
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(PrintableText.escaping(text, keepingLineBreaks: true).utf8))
    }

    /// Prints ArgumentParser's message for `error` (a usage error, or help) where it belongs,
    /// escaped, its line breaks kept: it quotes the arguments it could not use.
    static func argumentParserMessage(_ message: String, toStandardError: Bool) {
        guard !message.isEmpty else { return }
        let handle = toStandardError ? FileHandle.standardError : FileHandle.standardOutput
        handle.write(Data((PrintableText.escaping(message, keepingLineBreaks: true) + "\n").utf8))
    }
}
#endif
