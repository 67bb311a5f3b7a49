import ArgumentParser

/// `strata-samples`: the two sample apps of the articles, running in the terminal.
@main
struct StrataSamplesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata-samples",
        abstract: "The articles' two sample apps, running in your terminal on StrataTerminal.",
        discussion: """
            Each sample is written in the articles' shape: a ViewController<RootView> that only routes \
            input and output events, a RootView with intention-named methods, and a Presenter built \
            through the controller's generic parameter. Tab / Shift-Tab move the focus, Enter presses \
            a button, Ctrl-C quits. The terminal needs at least 20×5 cells.
            """,
        subcommands: [HogeCommand.self, AnimalsCommand.self]
    )
}
