import ArgumentParser

/// `github-browser catalog`: work on the offline catalog.
struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Work on the offline catalog.",
        subcommands: [CatalogImportCommand.self]
    )
}
