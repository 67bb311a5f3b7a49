import ArgumentParser
import Foundation
import GitHubBrowserComposition
import StrataTerminal

/// Runs the browser for a command: checks the terminal, composes the app (see
/// `BrowserComposition`, the composition root), and runs it — or, with `--measure-startup`, draws
/// the first screen off-screen and prints the figures. Problems a user can fix end as a message on
/// standard error and a non-zero exit code, never a crash.
@MainActor
enum Launcher {
    static func launch(_ settings: LaunchSettings, measureStartup: Bool) async throws {
        let started = ContinuousClock.now
        do {
            if measureStartup {
                print(try await StartupMeasurement.measure(settings, since: started))
                return
            }
            // Check the terminal first, so that a run without one touches no file.
            let terminal = try ANSITerminal()
            let browser = try await BrowserComposition.compose(settings, note: Console.note)
            if let notice = browser.notice { Console.note(notice) }
            try await browser.run(on: terminal)
        } catch let error as TerminalError {
            throw Console.failure(error.description)
        } catch let error as LaunchError {
            throw Console.failure(error.message)
        }
    }
}
