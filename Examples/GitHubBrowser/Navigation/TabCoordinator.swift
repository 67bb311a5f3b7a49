import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataNavigation

/// The coordinator of one tab: the flow of its navigation stack. ``AppCoordinator`` keeps one per
/// tab as its children and hands each what happens on its tab.
///
/// A repository opened from a link is a flow of its own on the tab — a
/// ``RepositoryLinkCoordinator`` child — which ends, and is released, as soon as its screen leaves
/// the stack: by the back key, by a router, by another link or by a sign-out.
///
/// ```swift
/// let search = TabCoordinator(tab: .search, shell: shell, screens: screens)
/// search.start()                          // the tab's root screen on top
/// search.openRepository(RepositoryID(owner: "apple", name: "swift"))
/// search.children.count                   // 1: the link's flow, until its screen is popped
/// ```
@MainActor
public final class TabCoordinator<Screen>: Coordinator {
    /// The tab this coordinator runs.
    public let tab: BrowserTab
    private let shell: any BrowserShell<Screen>
    private let screens: BrowserScreens<Screen>

    /// Creates the coordinator of `tab` on `shell`; ``start()`` shows the tab's root screen.
    public init(tab: BrowserTab, shell: any BrowserShell<Screen>, screens: BrowserScreens<Screen>) {
        self.tab = tab
        self.shell = shell
        self.screens = screens
        super.init()
    }

    /// Shows the tab's root screen: every screen pushed on it is popped, and every flow on it ends.
    public override func start() {
        closePushedScreens()
    }

    /// Opens the detail of `id` on this tab, over its root screen, as a flow of its own (a
    /// ``RepositoryLinkCoordinator`` child). A link's flow already open ends first.
    public func openRepository(_ id: RepositoryID) {
        guard let navigation = shell.navigation(of: tab) else { return }
        endFlows()
        startChild(RepositoryLinkCoordinator(repository: id, navigation: navigation, screens: screens, depth: { [shell, tab] in shell.stackDepth(of: tab) }))
    }

    /// Takes the tab back to its root screen (after a sign-out, the screens pushed on it were seen
    /// with the user's token); every flow on it ends.
    public func closePushedScreens() {
        shell.navigation(of: tab)?.popToRoot(animated: false)
        endFlows()
    }

    /// Another screen came on top of the tab's stack: the flows whose screen left it end.
    public func stackDidChange() {
        let depth = shell.stackDepth(of: tab)
        for case let link as RepositoryLinkCoordinator<Screen> in children where link.hasLeft(atDepth: depth) {
            link.finish()
        }
    }

    private func endFlows() {
        for child in children { child.finish() }
    }
}
