import ArgumentParser
import SamplePresenters
import SampleScreens
import StrataTerminal

/// `strata-samples hoge`: the colour-mode sample.
struct HogeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hoge",
        abstract: "The colour-mode sample: a label and a button that toggles light and dark mode.",
        discussion: """
            The presenter owns the colour mode and emits it when the screen loads; pressing \
            "Hoge Dark Mode!!!" (Enter or Space) switches to dark mode, and back. Ctrl-C quits.
            """
    )

    func run() async throws {
        try await SampleLauncher.run { HogeViewController<HogePresenter>() }
    }
}
