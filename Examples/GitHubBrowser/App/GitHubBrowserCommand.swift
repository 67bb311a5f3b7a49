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

            Options (details: github-browser help browse):
              --source offline|github   where repositories come from (default: offline)
              --architecture mvp|flux|redux
                                        how the app is built (default: mvp); all three
                                        run the same app
              --api-url URL             the GitHub API for --source github
              --timeout SECONDS         how long one API request may take (default: 15)
              --database PATH           favourites and session (default under $XDG_DATA_HOME)
              --catalog PATH            the offline catalog (default: next to the database)
              --log-actions FILE        log the stores' actions and state changes
                                        (a private file; tokens are never written)
              --replay FILE             with redux: start in the state a --log-actions log
                                        ends in
              --client-id ID            your GitHub OAuth app, for its device flow
                                        (default: $GITHUB_BROWSER_CLIENT_ID)

            Links (github-browser open LINK):
              strata://repos/OWNER/NAME   a repository's detail
              strata://search?q=TEXT      the Search tab with TEXT searched

            The offline catalog (github-browser catalog import FILE.csv):
              import a public GitHub ranking CSV into the offline catalog

            Examples:
              github-browser
              github-browser --source github            (token from GITHUB_TOKEN, if set)
              github-browser --architecture redux --log-actions run.log
              github-browser --architecture redux --replay run.log
              github-browser open 'strata://repos/apple/swift-nio'
              github-browser open 'strata://search?q=argument+parser'
              github-browser catalog import github-ranking-2026-08-22.csv
            """,
        subcommands: [BrowseCommand.self, OpenCommand.self, CatalogCommand.self],
        defaultSubcommand: BrowseCommand.self
    )
}
