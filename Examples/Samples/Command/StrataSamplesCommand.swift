import ArgumentParser

/// `strata-samples`: the articles' two sample apps and the book's small samples, running in the terminal.
@main
struct StrataSamplesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata-samples",
        abstract: "The articles' two sample apps and the book's small samples, running in your terminal on StrataTerminal.",
        discussion: """
            hoge and animals are written in the articles' shape: a ViewController<RootView> that only \
            routes input and output events, a RootView with intention-named methods, and a Presenter \
            built through the controller's generic parameter. solid (the SOLID chapter's \
            refactoring, printed step by step), counter (the MVC chapter, in the original MVC or \
            Cocoa MVC), users (the MVP chapter's GitHub user search, in passive view or supervising \
            controller), signup (the MVVM chapter, in three bindings) and coordinator (chapter 11's \
            delegate → coordinator) are the book's small samples, each wired the way its chapter teaches. Tab / Shift-Tab move the focus, Enter presses a \
            button, Ctrl-C quits. The terminal needs at least 20×5 cells.
            """,
        subcommands: [HogeCommand.self, AnimalsCommand.self, CounterCommand.self, UsersCommand.self, SignupCommand.self, SolidCommand.self, CoordinatorCommand.self]
    )
}
