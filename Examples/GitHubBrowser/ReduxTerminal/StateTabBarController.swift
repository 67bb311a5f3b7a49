import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserVocabulary
import StrataTerminal

/// The Redux app's tab bar: the number keys dispatch `selectTab` instead of switching tabs, and the
/// `Navigator` switches them when the state says so. The selected tab is state, like every other
/// part of where the user is.
final class StateTabBarController: TabBarController {
    private let browser: BrowserStore
    private let tabs: [BrowserTab]

    init(tabs: [BrowserTab], viewControllers: [BaseViewController], browser: BrowserStore) {
        self.tabs = tabs
        self.browser = browser
        super.init(viewControllers: viewControllers)
    }

    override func handle(key: Key) -> Bool {
        guard case .character(let character) = key, let number = character.wholeNumberValue,
              tabs.indices.contains(number - 1)
        else { return false }
        browser.selectTab(tabs[number - 1])
        return true
    }
}
