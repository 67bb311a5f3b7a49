#if os(iOS) || os(Linux)
import GitHubBrowserApplication
import PatternsFeature
import SamplePresenters

/// What ``BrowserStorage`` opens in the app's folder: the browser's environment, which every
/// architecture's screens are built with, the user directory of the Book's samples, and the
/// environment of the Book's pattern gallery.
public struct BrowserData {
    /// What every architecture's screens are built with.
    public let environment: BrowserEnvironment
    /// The users the Book's samples search (the user searches of chapters 6, 7 and 12), over the same
    /// data as the browser; `nil` for a storage that has none, and the app then shows no Book tab.
    public let bookDirectory: (any UserDirectory)?
    /// What the Book's pattern gallery (chapters 4, 8, 9, 10 and 13, and the VIPER article) is
    /// built over — the same catalog and favourites as the browser, as `strata-patterns` has them;
    /// `nil` for a storage that has none, and the Book then lists no gallery.
    public let bookGallery: GalleryEnvironment?

    /// The data opened: `environment`, and `bookDirectory` and `bookGallery` for the Book tab (if
    /// any).
    public init(environment: BrowserEnvironment, bookDirectory: (any UserDirectory)?, bookGallery: GalleryEnvironment? = nil) {
        self.environment = environment
        self.bookDirectory = bookDirectory
        self.bookGallery = bookGallery
    }
}
#endif
