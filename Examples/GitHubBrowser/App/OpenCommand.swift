import ArgumentParser

/// `github-browser open LINK`: opens the app at a deep link.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the browser at a link.",
        discussion: """
            Links: strata://repos/OWNER/NAME opens that repository's detail; strata://search?q=TEXT \
            opens the Search tab with TEXT searched. A link that cannot be opened opens the app with an \
            alert that says what is wrong with it.
            """
    )

    @Argument(help: "The link to open, e.g. 'strata://repos/apple/swift-nio'.")
    var link: String

    @OptionGroup var options: BrowserOptions

    func run() async throws {
        try await Launcher.launch(options.settings(link: link), measureStartup: options.measureStartup)
    }
}
