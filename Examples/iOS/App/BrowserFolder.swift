#if os(iOS) || os(Linux)
import Foundation

/// The app's private folder: `Application Support/StrataGitHubBrowser` in its container.
public enum BrowserFolder {
    /// The folder every file of the app lives in.
    public static var standard: URL {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("StrataGitHubBrowser", isDirectory: true)
    }
}
#endif
