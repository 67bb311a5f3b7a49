/// What ``SearchPresenter`` needs: the shared use cases and how long to wait after a keystroke.
public struct SearchDependencies: Sendable {
    /// The app's use cases.
    public let useCases: BrowserUseCases
    /// The pause after the last keystroke before a search starts.
    public let debounce: Duration

    /// The standard pause after a keystroke: a quarter of a second.
    public static var standardDebounce: Duration { .milliseconds(250) }

    /// Creates the dependencies.
    public init(useCases: BrowserUseCases, debounce: Duration = standardDebounce) {
        self.useCases = useCases
        self.debounce = debounce
    }
}
