import ArgumentParser
import Foundation
import StrataTerminal

/// Runs a sample screen inside a navigation controller, or a coordinator's root, on the process's terminal.
enum SampleLauncher {
    /// Runs the screen `makeScreen` builds until the user quits. Terminal errors (not a TTY)
    /// become a clear message on standard error and exit status 1, never a crash.
    @MainActor
    static func run(_ makeScreen: @MainActor () -> BaseViewController) async throws {
        try await run(root: NavigationController(rootViewController: makeScreen()))
    }

    /// Runs `root` as it is (a tab bar a coordinator built) until the user quits, with the same
    /// handling of terminal errors.
    @MainActor
    static func run(root: BaseViewController) async throws {
        do {
            try await Application.run(root: root)
        } catch let error as TerminalError {
            FileHandle.standardError.write(Data("strata-samples: \(PrintableText.escaping(String(describing: error), keepingLineBreaks: true))\n".utf8))
            throw ExitCode.failure
        }
    }
}
