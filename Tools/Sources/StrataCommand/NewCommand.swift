import ArgumentParser
import Foundation
import StrataScaffolding

/// `strata new`: scaffolding.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Generate a screen in Strata's one screen shape ('strata new --list' says what it can generate).",
        subcommands: [NewScreenCommand.self]
    )

    @Flag(name: .customLong("list"), help: "Print the patterns, drivers and files 'strata new' can generate.")
    var list = false

    func run() throws {
        guard list else { throw CleanExit.helpRequest(self) }
        do {
            print(try ScreenGenerator().catalog(), terminator: "")
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(ExitStatus.failure)
        }
    }
}
