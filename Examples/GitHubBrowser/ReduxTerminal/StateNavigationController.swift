import GitHubBrowserRedux
import GitHubBrowserVocabulary
import StrataTerminal

/// One tab's navigation stack in the Redux app: Esc dispatches `pop` instead of popping, and the
/// `Navigator` pops when the state says so.
final class StateNavigationController: NavigationController {
    private let browser: BrowserStore
    let tab: BrowserTab

    init(tab: BrowserTab, rootViewController: BaseViewController, browser: BrowserStore) {
        self.tab = tab
        self.browser = browser
        super.init(rootViewController: rootViewController)
    }

    override func handle(key: Key) -> Bool {
        guard key == .escape, viewControllers.count > 1 else { return false }
        browser.back(on: tab)
        return true
    }
}
