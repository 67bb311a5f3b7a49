import GitHubBrowserApplication
import GitHubBrowserPresentation

/// What every variant of the pattern gallery is given: the GitHub Browser's use cases (search the
/// catalog, toggle and observe favourites) and the pause between a keystroke and the search.
///
/// The variants differ in where their state lives and how a view learns of a change; they never
/// differ in what they can do, because they all start from this one value.
public struct GalleryEnvironment: Sendable {
    /// The Application layer's use cases, over the catalog and favourites store of the composition.
    public let useCases: BrowserUseCases
    /// How long a query must stay unchanged before it is searched.
    public let debounce: Duration
    /// How the variants wait out the debounce pause (see ``LatestTask``); tests inject their own
    /// instead of waiting on the clock.
    public let sleep: @Sendable (Duration) async throws -> Void

    /// The pause of the running app: long enough to type a word, short enough not to be noticed.
    public static var standardDebounce: Duration { .milliseconds(250) }

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - useCases: The use cases over the catalog and the favourites store.
    ///   - debounce: How long a query must stay unchanged before it is searched.
    ///   - sleep: How to wait out the pause; by default, on the continuous clock.
    public init(
        useCases: BrowserUseCases,
        debounce: Duration = standardDebounce,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.useCases = useCases
        self.debounce = debounce
        self.sleep = sleep
    }

    /// A runner for the variant's searches, waiting with ``sleep``.
    @MainActor
    public func makeLatestTask() -> LatestTask {
        LatestTask(sleep: sleep)
    }
}
