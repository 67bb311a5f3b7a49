#if os(iOS) || os(Linux)
import Foundation
import GitHubBrowserPresentation
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// Where the iOS app's data lives and how it is opened: what the scene delegate builds the browser
/// with. The app hands it `BrowserFiles` (SQLite through the GitHub Browser's Infrastructure) at
/// launch; a test can hand it anything.
@MainActor
public protocol BrowserStorage {
    /// Opens (or creates) the app's data in `folder` and returns what the screens are built with.
    func dependencies(in folder: URL) throws -> BrowserDependencies
}
#endif
