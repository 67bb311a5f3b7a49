#if StrataTools
import ArgumentParser
import Foundation
import StrataLint

/// `strata`: scaffolding (`strata new`) and architecture lint (`strata lint`) for apps built the
/// articles' way.
@main
struct StrataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata",
        abstract: "Scaffold screens in Strata's one screen shape, and lint a codebase against the articles' rules.",
        discussion: """
            Exit status: 0 success (lint: nothing at error severity), 1 lint findings at error \
            severity (with --strict, any finding) or a file that could not be written, 2 a usage or \
            configuration error.
            """,
        version: StrataVersion.current,
        subcommands: [LintCommand.self, NewCommand.self]
    )

    /// Runs the command; usage errors exit with status 2 (not ArgumentParser's 64), as
    /// `strata lint` documents. Every message ArgumentParser makes — it quotes arguments — is
    /// printed escaped (see `Console`).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .validationFailure {
                Console.argumentParserMessage(message, toStandardError: true)
                Foundation.exit(ExitStatus.usage)
            }
            // Help and --version go to standard output with status 0; an ExitCode thrown by a
            // command has printed its own message already.
            Console.argumentParserMessage(message, toStandardError: code != .success)
            Foundation.exit(code.rawValue)
        }
    }
}

/// The exit statuses of `strata`.
enum ExitStatus {
    /// Nothing failed.
    static let success: Int32 = 0
    /// Lint findings at error severity, or a scaffolded file that could not be written.
    static let failure: Int32 = 1
    /// A usage or configuration error.
    static let usage: Int32 = 2
}
#endif
