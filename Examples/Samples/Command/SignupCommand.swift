import ArgumentParser
import SampleScreens
import StrataTerminal

/// `strata-samples signup`: the MVVM chapter's ID/password validation.
struct SignupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "The MVVM chapter's ID/password validation: a message and a button that follow the input.",
        discussion: """
            Type an ID and a password (Tab moves between the fields). The message under them says \
            what is missing, in red, or that the form is ready, in green; "Sign up" is enabled only \
            when both fields are filled in. The screen is bound one way to an @Observable view \
            model: it sends every edit to the view model and redraws from it. Enter in a field or \
            on the button signs up; Ctrl-C quits.
            """
    )

    func run() async throws {
        try await SampleLauncher.run { SignupViewController() }
    }
}
