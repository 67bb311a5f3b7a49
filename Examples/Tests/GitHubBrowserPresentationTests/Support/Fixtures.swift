import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserVocabulary
import StrataTesting

/// A transitioner that records what routers do, with screens named by strings: no driver needed.
@MainActor
func makeTransitioner(root: String = "root") -> RecordingTransitioner<String> {
    RecordingTransitioner<String>(root: root)
}

/// The browser's router over `transitioner`, building screens as names — `detail:OWNER/NAME` and,
/// when `signIn` is true, `sign-in` — and switching tabs through `tabs`.
@MainActor
func makeRouter(
    _ transitioner: RecordingTransitioner<String>,
    signIn: Bool = true,
    tabs: (any BrowserTabSwitching)? = nil
) -> BrowserRouter<String> {
    var signInScreen: (@MainActor () -> String)?
    if signIn { signInScreen = { "sign-in" } }
    let screens = BrowserScreens<String>(repositoryDetail: { id in "detail:\(id.fullName)" }, signIn: signInScreen)
    return BrowserRouter(transitioner: transitioner, screens: screens, tabs: tabs)
}

/// A tab bar that records the tabs selected.
@MainActor
final class RecordingTabs: BrowserTabSwitching {
    let tabs: [BrowserTab]
    private(set) var selected: [BrowserTab] = []

    init(_ tabs: [BrowserTab] = BrowserTab.allCases) {
        self.tabs = tabs
    }

    @discardableResult
    func select(_ tab: BrowserTab) -> Bool {
        guard tabs.contains(tab) else { return false }
        selected.append(tab)
        return true
    }
}
