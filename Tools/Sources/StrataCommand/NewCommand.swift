#if StrataTools
import ArgumentParser
import Foundation
import StrataScaffolding

/// `strata new`: scaffolding.
///
/// `strata new --list` is read by the default subcommand, ``NewListCommand``: were `--list` a flag
/// of this command too, ArgumentParser would give it the `--list` of `strata new screen … --list`.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Generate a screen in Strata's one screen shape ('strata new --list' says what it can generate).",
        subcommands: [NewScreenCommand.self, NewListCommand.self],
        defaultSubcommand: NewListCommand.self
    )
}

/// `strata new --list` (or `strata new list --list`).
struct NewListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the patterns, drivers and files 'strata new' can generate (strata new --list)."
    )

    @Flag(name: .customLong("list"), help: "Print the patterns, drivers and files 'strata new' can generate.")
    var list = false

    func run() throws {
        guard list else { throw CleanExit.helpRequest(NewCommand.self) }
        do {
            print(try ScreenGenerator().catalog(), terminator: "")
        } catch {
            Console.error(error.description)
            throw ExitCode(ExitStatus.failure)
        }
    }
}
#endif
