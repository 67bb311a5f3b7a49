#if os(iOS) || os(Linux)
import Foundation
import GitHubBrowserDomain
import GitHubBrowserNavigation
import StrataNavigation

/// Where the iOS app's data lives and how it is opened: what the scene delegate builds the browser
/// with. The app hands it `BrowserFiles` (SQLite through the GitHub Browser's Infrastructure) at
/// launch; a test can hand it anything.
@MainActor
public protocol BrowserStorage {
    /// Opens (or creates) the app's data in `folder` and returns what every architecture's screens
    /// and the Book tab are built with, with signing in through GitHub's device flow by the OAuth
    /// app `clientID` when one is given (``ClientIDChoice``).
    func open(in folder: URL, clientID: OAuthClientID?) throws -> BrowserData

    /// The launch counts that earlier launches saved in `folder` (none on a first launch), or `nil`
    /// when something is there that is not a counts file: the app then counts this run's launches
    /// without saving them, and leaves that file as it is.
    func savedLaunchCounts(in folder: URL) -> [LaunchKind: Int]?

    /// Replaces the launch counts saved in `folder` with `counts`; a file that cannot be written
    /// loses only the counts.
    func saveLaunchCounts(_ counts: [LaunchKind: Int], in folder: URL)
}

#endif
