import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataRedux

/// What the Public tab's presenter is built with: where pages come from, the clock, when to reload
/// by itself, and how to build the screens it leads to.
struct PublicRepositoriesDependencies<Screen> {
    /// Fetches pages.
    var loader: PublicRepositoriesLoader
    /// The current time (injected so that tests can move it).
    var now: @Sendable () -> Date
    /// How old, in seconds, the list may get before coming back to the tab reloads it.
    var reloadInterval: TimeInterval
    /// The time zone of times in messages.
    var timeZone: TimeZone
    /// Builds the detail screen of a repository.
    var repositoryScreen: @MainActor (Repository) -> Screen
    /// Builds the sign-in screen offered by failure alerts; `nil` for none.
    var signInScreen: (@MainActor () -> Screen)?
    /// Middleware for the tab's store (an action logger, say).
    var middleware: [Middleware<PublicRepositoriesState, PublicRepositoriesAction>]

    /// The default reload interval: five minutes.
    static var defaultReloadInterval: TimeInterval { 5 * 60 }

    /// Creates the dependencies.
    init(
        loader: PublicRepositoriesLoader,
        now: @escaping @Sendable () -> Date,
        reloadInterval: TimeInterval = defaultReloadInterval,
        timeZone: TimeZone = .current,
        repositoryScreen: @escaping @MainActor (Repository) -> Screen,
        signInScreen: (@MainActor () -> Screen)? = nil,
        middleware: [Middleware<PublicRepositoriesState, PublicRepositoriesAction>] = []
    ) {
        self.loader = loader
        self.now = now
        self.reloadInterval = reloadInterval
        self.timeZone = timeZone
        self.repositoryScreen = repositoryScreen
        self.signInScreen = signInScreen
        self.middleware = middleware
    }
}
