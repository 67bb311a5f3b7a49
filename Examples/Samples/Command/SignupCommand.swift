import ArgumentParser
import SamplePresenters
import SampleScreens
import StrataTerminal

/// `strata-samples signup`: the MVVM chapter's ID/password validation, in any of its three bindings.
struct SignupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "The MVVM chapter's ID/password validation: a message and a button that follow the input.",
        discussion: """
            Type an ID and a password (Tab moves between the fields). The message under them says \
            what is missing, in red, or that the form is ready, in green; "Sign up" is enabled only \
            when both fields are filled in. The screen is bound one way to the view model: it sends \
            every edit to the view model and redraws from what the view model tells it. \
            --binding chooses how it is told: observation (an @Observable view model, the default), \
            notification (the view model posts to NotificationCenter, the book's library-free \
            binding), stream (the view model yields into an AsyncStream, in place of the book's \
            RxSwift) or, on Apple's platforms only, kvo (key-value observing of an NSObject view \
            model). They look and behave the same. Enter in a field or on the button signs \
            up; Ctrl-C quits.
            """
    )

    @Option(name: .long, help: "How the view model tells the screen it changed: observation, notification or stream.")
    var binding: SignupBinding = .observation

    func run() async throws {
        let binding = binding
        try await SampleLauncher.run { SignupViewController(binding: binding) }
    }
}

extension SignupBinding: ExpressibleByArgument {}
