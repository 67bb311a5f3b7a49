import Foundation
import GitHubBrowserApplication
import StrataRedux

/// What the Public tab's presenter is built with: where pages come from, the clock, when to reload
/// by itself, and its store's middleware.
public struct PublicRepositoriesDependencies {
    /// Fetches pages.
    public var loader: PublicRepositoriesLoader
    /// The current time (injected so that tests can move it).
    public var now: @Sendable () -> Date
    /// How old, in seconds, the list may get before coming back to the tab reloads it.
    public var reloadInterval: TimeInterval
    /// The time zone of times in messages.
    public var timeZone: TimeZone
    /// Middleware for the tab's store (an action logger, say).
    public var middleware: [Middleware<PublicRepositoriesState, PublicRepositoriesAction>]
    /// Sign-outs, after which the tab starts afresh; `nil` when nothing reports them.
    public var sessionChanges: SessionChanges?
    /// The screen's words: the Public tab's, or the signed-in user's repositories'.
    public var texts: RepositoryListTexts

    /// The default reload interval: five minutes.
    public static var defaultReloadInterval: TimeInterval { 5 * 60 }

    /// Creates the dependencies.
    public init(
        loader: PublicRepositoriesLoader,
        now: @escaping @Sendable () -> Date,
        reloadInterval: TimeInterval = defaultReloadInterval,
        timeZone: TimeZone = .current,
        middleware: [Middleware<PublicRepositoriesState, PublicRepositoriesAction>] = [],
        sessionChanges: SessionChanges? = nil,
        texts: RepositoryListTexts = .publicRepositories
    ) {
        self.loader = loader
        self.now = now
        self.reloadInterval = reloadInterval
        self.timeZone = timeZone
        self.middleware = middleware
        self.sessionChanges = sessionChanges
        self.texts = texts
    }
}
