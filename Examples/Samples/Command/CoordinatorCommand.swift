import ArgumentParser
import SampleScreens

/// `strata-samples coordinator`: chapter 11's coordinators — an application coordinator, a
/// repository list that tells its delegate what was chosen, and the coordinator that pushes the
/// detail.
struct CoordinatorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordinator",
        abstract: "Chapter 11's coordinators: a repository list whose delegate, a coordinator, opens the detail.",
        discussion: """
            AppCoordinator builds the tab bar and starts RepoListCoordinator, which builds the \
            list and is its delegate. Enter on a repository tells the delegate; the coordinator \
            starts a RepoDetailCoordinator, which pushes the detail. Esc goes back (and ends that \
            coordinator), Ctrl-C quits. The list never sees a navigation controller.
            """
    )

    @MainActor
    func run() async throws {
        let appCoordinator = AppCoordinator()
        appCoordinator.start()
        try await SampleLauncher.run(root: appCoordinator.rootViewController)
    }
}
