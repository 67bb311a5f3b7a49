import GitHubBrowserIOS
import GitHubBrowserIOSStorage
import UIKit

/// The app's entry point: UIKit's application main, with the app's storage (SQLite in the app's
/// own folder). Everything else is in the GitHub Browser's modules of the Examples package.
@main
final class AppDelegate: BrowserAppDelegate {
    override init() {
        super.init()
        SceneDelegate.storage = BrowserFiles()
    }
}
