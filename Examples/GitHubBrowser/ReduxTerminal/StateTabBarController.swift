import GitHubBrowserRedux
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// The Redux app's tab bar on the terminal: the number keys dispatch `selectTab` instead of
/// switching tabs, and the `Navigator` selects tabs and moves their stacks when the state says so.
/// The selected tab is state, like every other part of where the user is.
final class StateTabBarController: TabBarController, StateShell {
    private let browser: BrowserStore
    private let tabs: [BrowserTab]
    private let stacks: [StateNavigationController]

    init(tabs: [BrowserTab], stacks: [StateNavigationController], browser: BrowserStore) {
        self.tabs = tabs
        self.stacks = stacks
        self.browser = browser
        super.init(viewControllers: stacks)
    }

    override func handle(key: Key) -> Bool {
        guard case .character(let character) = key, let number = character.wholeNumberValue,
              tabs.indices.contains(number - 1)
        else { return false }
        browser.selectTab(tabs[number - 1])
        return true
    }

    func select(_ tab: BrowserTab) {
        if let index = tabs.firstIndex(of: tab) { select(index: index) }
    }

    func stack(of tab: BrowserTab) -> (any Transitioner<BaseViewController>)? {
        tabs.firstIndex(of: tab).map { stacks[$0] }
    }
}
