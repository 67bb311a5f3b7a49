import GitHubBrowserDomain
import GitHubBrowserPresentation
import StrataTerminal

/// The whole app — coordinator, tabs, screens — on a headless terminal, over in-memory sources.
@MainActor
struct BrowserHarness {
    let catalog: InMemoryCatalog
    let favourites: InMemoryFavourites
    let terminal: HeadlessTerminal
    let app: Application
    let coordinator: AppCoordinator<InMemoryCatalog, InMemoryFavourites>

    init(link: String? = nil, favourites: [Repository] = [], columns: Int = 80, rows: Int = 16) {
        catalog = InMemoryCatalog()
        self.favourites = InMemoryFavourites(favourites)
        let useCases = BrowserUseCases(catalog: catalog, favourites: self.favourites)
        coordinator = AppCoordinator(useCases: useCases, tabs: [.search, .favourites], link: link, searchDebounce: .zero)
        terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        app = Application(terminal: terminal, root: coordinator.rootViewController, environment: [:])
        coordinator.start()
    }

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
