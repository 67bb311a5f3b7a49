import Foundation

/// What ``SearchPresenter`` needs: the shared use cases, how long to wait after a keystroke, and
/// the clock and time zone of the times it shows.
public struct SearchDependencies {
    /// The app's use cases.
    public let useCases: BrowserUseCases
    /// The pause after the last keystroke before a search starts.
    public let debounce: Duration
    /// The current time (injected so that tests can fix it).
    public let now: @Sendable () -> Date
    /// The time zone of times in messages ("saved results from 14:05").
    public let timeZone: TimeZone
    /// Sign-outs, after which the presenter forgets its results; `nil` when nothing reports them.
    public let sessionChanges: SessionChanges?
    /// The catalog shipped with the app, when that is what the screen searches: the screen says
    /// where its data comes from and how old it is. `nil` for a live source.
    public let builtInCatalog: BuiltInCatalog?

    /// The standard pause after a keystroke: a quarter of a second.
    public static var standardDebounce: Duration { .milliseconds(250) }

    /// Creates the dependencies.
    public init(
        useCases: BrowserUseCases,
        debounce: Duration = standardDebounce,
        now: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current,
        sessionChanges: SessionChanges? = nil,
        builtInCatalog: BuiltInCatalog? = nil
    ) {
        self.useCases = useCases
        self.debounce = debounce
        self.now = now
        self.timeZone = timeZone
        self.sessionChanges = sessionChanges
        self.builtInCatalog = builtInCatalog
    }
}
