#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserReduxUIKit
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The app's Settings tab, after the browser's tabs and the Book (the book's chapter 15 sample has
/// a Settings screen): it chooses the architecture the GitHub client runs in — the launch argument
/// `-architecture` a reader with a phone cannot set — shows the app's version, and, in a debug
/// build of the Redux client, the store's state.
@MainActor
public enum SettingsTab {
    /// The tab's title.
    public static let title = "Settings"

    /// Adds the tab to `browser`'s tab bar, for a client running in `architecture`; `choose` runs
    /// it in another one. Returns the tab's view controller.
    @discardableResult
    public static func add(
        to browser: any UIKitBrowserApp, architecture: BrowserArchitecture, info: [String: Any]? = Bundle.main.infoDictionary,
        choose: @escaping @MainActor (BrowserArchitecture) -> Void
    ) -> UIViewController {
        let stateDump = stateDump(of: browser)
        let settings = SettingsViewController(title: title, rows: { _ in }) { parts in
            SettingsScreen(current: architecture, version: version(info: info), stateDump: stateDump, display: parts.display, choose: choose)
        }
        let tabBarController = browser.tabBarController
        tabBarController.viewControllers = (tabBarController.viewControllers ?? []) + [settings]
        return settings
    }

    /// "Version 1.0 (1)" from the app bundle's `info`; "Version unknown" outside an app bundle.
    public static func version(info: [String: Any]?) -> String {
        guard let short = info?["CFBundleShortVersionString"] as? String else { return "Version unknown" }
        let build = (info?["CFBundleVersion"] as? String).map { " (\($0))" } ?? ""
        return "Version \(short)\(build)"
    }

    /// The Redux store's state as text, in a debug build of the Redux client; `nil` otherwise. The
    /// state holds no token (no action or state does), so the text is safe to show.
    static func stateDump(of browser: any UIKitBrowserApp) -> (@MainActor () -> String)? {
        #if DEBUG
        guard let redux = browser as? ReduxUIKitBrowser else { return nil }
        return { [weak redux] in
            guard let redux else { return "" }
            var text = ""
            dump(redux.browser.state, to: &text)
            return text
        }
        #else
        return nil
        #endif
    }
}
#endif
