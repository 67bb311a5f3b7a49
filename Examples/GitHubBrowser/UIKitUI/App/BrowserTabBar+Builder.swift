#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

extension BrowserTabBar {
    /// Builds the tabs asked for (skipping those the app has no dependencies for), each in a
    /// navigation controller, and becomes the builder's tab switcher.
    public convenience init(tabs requested: [BrowserTab] = BrowserTab.allCases, builder: BrowserScreenBuilder) {
        self.init(tabs: requested, rootScreen: builder.rootScreen(of:))
        builder.tabs = self
    }
}
#endif
