import ArgumentParser

/// `github-browser browse` (the default): opens the app on its first tab.
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the browser on the Search tab (what `github-browser` does with no subcommand)."
    )

    @OptionGroup var options: BrowserOptions

    func run() async throws {
        try await Launcher.launch(options.settings(link: nil), measureStartup: options.measureStartup)
    }
}
