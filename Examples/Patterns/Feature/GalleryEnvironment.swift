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

    /// The pause of the running app: long enough to type a word, short enough not to be noticed.
    public static var standardDebounce: Duration { .milliseconds(250) }

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - useCases: The use cases over the catalog and the favourites store.
    ///   - debounce: How long a query must stay unchanged before it is searched.
    public init(useCases: BrowserUseCases, debounce: Duration = standardDebounce) {
        self.useCases = useCases
        self.debounce = debounce
    }
}
