import ArgumentParser

/// `github-browser`: the GitHub Browser in the terminal.
@main
struct GitHubBrowserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "github-browser",
        abstract: "Browse GitHub repositories in the terminal: search, details, favourites.",
        discussion: """
            With no options the browser runs on its offline catalog: no network and no token needed. \
            Keys: type to search, ↑↓ to move, Enter to open, f to toggle a favourite, Esc to go back, \
            1-9 to switch tabs, Ctrl-C to quit.

            Examples:
              github-browser
              github-browser --source github            (token from GITHUB_TOKEN, if set)
              github-browser open 'strata://repos/apple/swift-nio'
              github-browser open 'strata://search?q=argument+parser'
            """,
        subcommands: [BrowseCommand.self, OpenCommand.self],
        defaultSubcommand: BrowseCommand.self
    )
}
