import ArgumentParser
import Foundation
import PatternsFeature
import PatternsGallery

/// `strata-patterns`: the pattern gallery — one feature in every pattern, on the offline catalog.
@main
struct StrataPatternsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata-patterns",
        abstract: "One feature built in every presentation pattern, running in your terminal.",
        discussion: """
            The feature is the Flux chapter's repository search: type to search the GitHub Browser's \
            offline catalog, Enter opens a repository, f toggles it as a favourite, Esc goes back, \
            and the Favourites tab lists the favourites every screen shares. Each pattern builds the \
            same screens on the same Domain and Application layers; only the wiring differs.

            Patterns:
            \(Pattern.allCases.map { "  \($0.rawValue.padding(toLength: 28, withPad: " ", startingAt: 0))\($0.title)" }.joined(separator: "\n"))

            Favourites and the catalog are the GitHub Browser's (in $XDG_DATA_HOME/strata-github-browser, \
            or the folder --data-dir names). 1 and 2 switch tabs, Tab and Shift-Tab move the focus, \
            Ctrl-C quits. `strata-patterns --list` prints where each pattern keeps its state and how \
            its views learn of changes (`--json` for the comparison script).
            """
    )

    @Argument(help: "The pattern to run (see the list above).")
    var pattern: Pattern?

    @Option(name: .customLong("data-dir"), help: "The folder of the catalog and favourites databases.")
    var dataDirectory: String?

    @Flag(help: "Print the patterns, where each keeps its state and how its views learn of changes.")
    var list = false

    @Flag(help: "With --list: print JSON.")
    var json = false

    func validate() throws {
        if list { return }
        guard pattern != nil else { throw ValidationError("Name a pattern to run, or pass --list.") }
        if json { throw ValidationError("--json goes with --list.") }
    }

    func run() async throws {
        guard !list else { return print(json ? try PatternListing.json() : PatternListing.text()) }
        guard let pattern else { return }
        try await PatternsLauncher.run(pattern, dataDirectory: dataDirectory)
    }
}

extension Pattern: ExpressibleByArgument {}
