import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserReduxTerminal
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataRedux
import StrataTerminal
import Testing

/// The view controllers alone (the book's ch.15, "view controller" tests): a screen over a store in
/// a given state draws that state, and a key becomes the store's action — no other screen, no
/// navigator.
@MainActor
@Suite("Redux app: the view controllers")
struct ViewControllerTests {
    /// `screen` alone on a headless terminal.
    /// The terminal's screens of `browser`, as the app builds them.
    private func screens(of browser: BrowserStore) -> ReduxScreenBuilder<TerminalDriver> {
        ReduxScreenBuilder(browser: browser, driver: TerminalDriver(), catalogNote: nil, launchPaths: nil, timeZone: .gmt)
    }

    private func show(_ screen: BaseViewController) -> (Application, HeadlessTerminal) {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 90, rows: 14))
        let application = Application(terminal: terminal, root: screen, environment: [:])
        application.renderNow()
        return (application, terminal)
    }

    @Test("Search draws the state's results with the favourites' marks; f toggles the highlighted one; Enter pushes its detail")
    func searchScreen() async throws {
        let repositories = FeatureFixtures.repositories(2)
        let favourites = InMemoryFavourites([repositories[1]])
        var state = BrowserState()
        state.search.query = "swift"
        state.search.searchedText = "swift"
        state.search.request = .loaded(try FeatureFixtures.results("swift", repositories, total: 2))
        state.favourites.repositories = [repositories[1]]
        state.favourites.isLoaded = true
        let browser = BrowserStore(environment: FeatureFixtures.environment(favourites: favourites), state: state)
        browser.start()  // follows the favourites
        let (application, terminal) = show(screens(of: browser).rootScreen(of: .search)!)
        #expect(terminal.plainText.contains("☆ owner/swift-1"), "\(terminal.plainText)")
        #expect(terminal.plainText.contains("★ owner/swift-2"))
        #expect(terminal.plainText.contains("2 of 2 repositories for “swift”") || terminal.plainText.contains("2 repositories for “swift”"))

        application.send([.tab, .character("f")])
        let toggled = await eventually {
            application.renderNow()
            return terminal.plainText.contains("★ owner/swift-1")
        }
        #expect(toggled, "\(terminal.plainText)")
        #expect(browser.state.favourites.repositories.count == 2)
        application.send([.enter])
        #expect(browser.state.navigation.stack(of: .search) == [.repository(repositories[0].id)])
    }

    @Test("a state that already has a highlighted row (a replayed run) opens on that row: Enter opens it")
    func searchScreenOpensOnTheHighlightedRow() throws {
        let repositories = FeatureFixtures.repositories(3)
        var state = BrowserState()
        state.search.query = "swift"
        state.search.searchedText = "swift"
        state.search.request = .loaded(try FeatureFixtures.results("swift", repositories, total: 3))
        state.search.highlightedIndex = 2
        state.favourites.isLoaded = true
        let browser = BrowserStore(environment: FeatureFixtures.environment(), state: state)
        let (application, _) = show(screens(of: browser).rootScreen(of: .search)!)
        application.send([.tab, .enter])
        #expect(browser.state.navigation.stack(of: .search) == [.repository(repositories[2].id)])
        #expect(browser.state.search.highlightedIndex == 2)
    }

    @Test("the detail draws its loaded state and the shared mark; a change of the favourites redraws the mark")
    func detailScreen() async throws {
        let repository = FeatureFixtures.repositories(1)[0]
        var state = BrowserState()
        // A detail has state while it is on a stack: pushed, loading, then loaded.
        BrowserReducer.reducer.reduce(&state, .navigation(.push(.repository(repository.id), on: .search)))
        BrowserReducer.reducer.reduce(&state, .detail(repository.id, .loadStarted))
        BrowserReducer.reducer.reduce(&state, .detail(repository.id, .loaded(RepositoryDetail(repository: repository, isFavourite: false))))
        state.favourites.isLoaded = true
        let browser = BrowserStore(environment: FeatureFixtures.environment(), state: state)
        let (application, terminal) = show(screens(of: browser).screen(.repository(repository.id), on: .search)!)
        #expect(terminal.plainText.contains("☆ Not a favourite"), "\(terminal.plainText)")
        browser.store.dispatch(.favourites(.changed([repository])))
        let marked = await eventually {
            application.renderNow()
            return terminal.plainText.contains("★ Favourite")
        }
        #expect(marked, "\(terminal.plainText)")
    }
}
