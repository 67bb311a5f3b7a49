import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal

/// The whole app — coordinator, tabs, screens — on a headless terminal, over in-memory sources.
@MainActor
struct BrowserHarness {
    let catalog: InMemoryCatalog
    let favourites: InMemoryFavourites
    let terminal: HeadlessTerminal
    let app: Application
    let browser: TerminalBrowser

    init(link: String? = nil, favourites: [Repository] = [], columns: Int = 80, rows: Int = 16, readmes: InMemoryReadmes? = nil) {
        catalog = InMemoryCatalog()
        self.favourites = InMemoryFavourites(favourites)
        let builder = makeScreenBuilder(catalog: catalog, favourites: self.favourites, readmes: readmes)
        browser = TerminalBrowser(dependencies: builder.dependencies, tabs: [.search, .favourites], link: link)
        terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        app = Application(terminal: terminal, root: browser.rootViewController, environment: [:])
        browser.coordinator.start()
    }

    /// The app's tab bar.
    var tabBarController: TabBarController { browser.tabBar.tabBarController }

    /// The screen now.
    var screen: String {
        app.renderNow()
        return terminal.plainText
    }

    /// Waits until the screen shows `text` (results arrive asynchronously); returns whether it did.
    func waitFor(_ text: String) async -> Bool {
        await eventually { screen.contains(text) }
    }

    /// Types `text` and waits for the screen to show `expected`.
    func type(_ text: String, until expected: String) async -> Bool {
        app.type(text)
        return await waitFor(expected)
    }
}
