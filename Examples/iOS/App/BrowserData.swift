#if os(iOS) || os(Linux)
import GitHubBrowserApplication
import SamplePresenters

/// What ``BrowserStorage`` opens in the app's folder: the browser's environment, which every
/// architecture's screens are built with, and the user directory of the Book's samples.
public struct BrowserData {
    /// What every architecture's screens are built with.
    public let environment: BrowserEnvironment
    /// The users the Book's samples search (the user searches of chapters 6, 7 and 12), over the same
    /// data as the browser; `nil` for a storage that has none, and the app then shows no Book tab.
    public let bookDirectory: (any UserDirectory)?

    /// The data opened: `environment`, and `bookDirectory` for the Book tab (if any).
    public init(environment: BrowserEnvironment, bookDirectory: (any UserDirectory)?) {
        self.environment = environment
        self.bookDirectory = bookDirectory
    }
}
#endif
