#if StrataTools
import ArgumentParser
import Foundation

/// `strata`: scaffolding (`strata new`) and architecture lint (`strata lint`) for apps built the
/// articles' way.
@main
struct StrataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata",
        abstract: "Scaffold screens in Strata's one screen shape, and lint a codebase against the articles' rules.",
        discussion: """
            Exit status: 0 success (lint: nothing at error severity), 1 lint findings at error \
            severity or a file that could not be written, 2 a usage or configuration error.
            """,
        subcommands: [LintCommand.self, NewCommand.self]
    )

    /// Runs the command; usage errors exit with status 2 (not ArgumentParser's 64), as
    /// `strata lint` documents.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
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
