import GitHubBrowserApplication
import GitHubBrowserDomain
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserPresentation
import GitHubBrowserRedux
import GitHubBrowserReduxTerminal
import GitHubBrowserTerminalUI
import GitHubBrowserTestSupport
import StrataTerminal
import Testing

/// A source with accounts: one valid token, a session store, the user's repositories.
private struct Accounts {
    static let token = "ghp_valid0123456789"
    static let octocat = Account(login: "octocat", name: "The Octocat", publicRepositoryCount: 3)
    let session: SessionUseCases
    let repositories = InMemoryUserRepositories(PublicRepositoriesFixtures.repositories(3))

    init() {
        let sessions = InMemorySessions()
        session = SessionUseCases(
            signIn: SignIn(source: OneTokenAccountSource(validToken: Self.token, account: Self.octocat), sessions: sessions),
            signOut: SignOut(sessions: sessions),
            showAccount: ShowAccount(sessions: sessions)
        )
    }
}

/// One app on a headless terminal over its own in-memory catalog and favourites.
@MainActor
private final class Stage {
    let terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: 16))
    let app: Application
    private let owner: AnyObject

    let catalog: InMemoryCatalog

    /// The articles' app: presenters over the use cases.
    init(
        articles tabs: [BrowserTab], catalog: InMemoryCatalog = InMemoryCatalog(), pageSize: Int = PageRequest.defaultSize,
        publicList: InMemoryPublicCatalog? = nil, accounts: Accounts? = nil, link: String? = nil
    ) {
        self.catalog = catalog
        let useCases = BrowserUseCases(catalog: catalog, favourites: InMemoryFavourites(), pageSize: pageSize)
        let publicDependencies = publicList.map {
            PublicRepositoriesDependencies(listRepositories: ListPublicRepositories(catalog: $0, pageSize: pageSize), now: { PublicRepositoriesFixtures.start }, timeZone: .gmt)
        }
        let accountDependencies = accounts.map {
            AccountDependencies(signIn: $0.session.signIn, signOut: $0.session.signOut, showAccount: $0.session.showAccount, timeZone: .gmt)
        }
        let userDependencies = accounts.map {
            PublicRepositoriesDependencies(listRepositories: ListUserRepositories(source: $0.repositories, pageSize: pageSize), now: { PublicRepositoriesFixtures.start }, timeZone: .gmt)
        }
        let dependencies = BrowserDependencies(
            useCases: useCases, searchDebounce: .zero, publicRepositories: publicDependencies, account: accountDependencies, userRepositories: userDependencies
        )
        let browser = TerminalBrowser(dependencies: dependencies, tabs: tabs, link: link)
        browser.coordinator.start()
        owner = browser
        app = Application(terminal: terminal, root: browser.rootViewController, environment: [:])
        app.renderNow()
    }

    /// The Redux app: one store over the same use cases.
    init(
        redux tabs: [BrowserTab], catalog: InMemoryCatalog = InMemoryCatalog(), pageSize: Int = PageRequest.defaultSize,
        publicList: InMemoryPublicCatalog? = nil, accounts: Accounts? = nil, link: String? = nil
    ) {
        self.catalog = catalog
        let favourites = InMemoryFavourites()
        var environment = Fixtures.environment(search: SearchRepositories(catalog: catalog, pageSize: pageSize), favourites: favourites, catalog: catalog)
        environment.debounce = .zero
        environment.now = { PublicRepositoriesFixtures.start }
        environment.publicRepositories = publicList.map {
            PublicRepositoriesActionCreator(listRepositories: ListPublicRepositories(catalog: $0, pageSize: pageSize), now: { PublicRepositoriesFixtures.start })
        }
        environment.session = accounts?.session
        environment.userRepositories = accounts.map {
            PublicRepositoriesActionCreator(listRepositories: ListUserRepositories(source: $0.repositories, pageSize: pageSize), now: { PublicRepositoriesFixtures.start })
        }
        let browser = ReduxTerminalBrowser(browser: BrowserStore(environment: environment), tabs: tabs, timeZone: .gmt)
        browser.start(link: link)
        owner = browser
        app = Application(terminal: terminal, root: browser.rootViewController, environment: [:])
        app.renderNow()
    }

    var screen: String {
        app.renderNow()
        return terminal.plainText
    }
}

/// The Redux app is the same app as the articles' one, built another way: at every step of the same
/// journey both draw the very same screen, cell for cell, key-help line included.
@MainActor
@Suite("Redux app: the same screens as the articles' app")
struct SameScreensTests {
    private let tabs: [BrowserTab] = [.search, .favourites]

    /// Sends `keys` (or types `text`) to both apps, waits until both screens show `texts`, and
    /// expects the two screens to be the same.
    private func step(
        _ articles: Stage, _ redux: Stage, keys: [Key] = [], type text: String? = nil, until texts: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for stage in [articles, redux] {
            if let text { stage.app.type(text) }
            if !keys.isEmpty { stage.app.send(keys) }
        }
        for (name, stage) in [("articles", articles), ("redux", redux)] {
            let shown = await eventually { texts.allSatisfy { stage.screen.contains($0) } }
            #expect(shown, "\(name) never showed \(texts)\n\(stage.screen)", sourceLocation: sourceLocation)
        }
        #expect(redux.screen == articles.screen, "articles:\n\(articles.screen)\nredux:\n\(redux.screen)", sourceLocation: sourceLocation)
    }

    @Test("search, open a detail, toggle the favourite, back, the Favourites tab, remove it there")
    func journey() async {
        let articles = Stage(articles: tabs)
        let redux = Stage(redux: tabs)
        await step(articles, redux, until: SearchStatusText.prompt)
        await step(articles, redux, type: "apple", until: "2 of 2 repositories for “apple”")
        await step(articles, redux, keys: [.tab, .down, .enter], until: "☆ Not a favourite", "Straightforward, type-safe argument parsing")
        await step(articles, redux, keys: [.character("f")], until: "★ Favourite")
        await step(articles, redux, keys: [.escape], until: "★ apple/swift-argument-parser")
        await step(articles, redux, keys: [.character("2")], until: FavouritesStatusText.status(count: 1))
        await step(articles, redux, keys: [.enter], until: "★ Favourite", "Straightforward, type-safe argument parsing")
        await step(articles, redux, keys: [.character("f")], until: "☆ Not a favourite")
        await step(articles, redux, keys: [.escape], until: FavouritesStatusText.status(count: 0))
        await step(articles, redux, keys: [.character("1")], until: "☆ apple/swift-argument-parser")
    }

    @Test("a failed search: the same alert; Retry searches again; no match says so")
    func failedSearch() async {
        let articles = Stage(articles: tabs)
        let redux = Stage(redux: tabs)
        await articles.catalog.fail(with: .offline(detail: "no route to host"))
        await redux.catalog.fail(with: .offline(detail: "no route to host"))
        await step(articles, redux, type: "nio", until: AppError.offline.title, "[ Retry ]")
        await step(articles, redux, keys: [.enter], until: "1 of 1 repository for “nio”")
        await step(articles, redux, keys: [.control("u")], until: SearchStatusText.prompt)
        await step(articles, redux, type: "zzzz", until: "No repositories match “zzzz”.")
    }

    @Test("the end of the list loads the next page; ^R searches again from the first")
    func pagingAndRefresh() async {
        let layers = (1...25).map { Repository(id: RepositoryID(owner: "stratum", name: "layer-\($0)"), summary: "Layer \($0)", stars: 5_000 - $0) }
        let articles = Stage(articles: tabs, catalog: InMemoryCatalog(layers), pageSize: 10)
        let redux = Stage(redux: tabs, catalog: InMemoryCatalog(layers), pageSize: 10)
        await step(articles, redux, type: "layer", until: "10 of 25 repositories for “layer” — go to the end of the list for more")
        await step(articles, redux, keys: [.tab] + Array(repeating: .down, count: 9), until: "20 of 25 repositories for “layer”")
        await step(articles, redux, keys: Array(repeating: .down, count: 10), until: "25 of 25 repositories for “layer”")
        await step(articles, redux, keys: Array(repeating: .up, count: 24) + [.control("r")], until: "10 of 25 repositories for “layer”")
        #expect(await articles.catalog.searchedPages == redux.catalog.searchedPages)
    }

    @Test("the Public tab: the first page, the next at the end of the list, a refresh, a failed page with Retry")
    func publicTab() async {
        let tabs: [BrowserTab] = [.search, .favourites, .publicRepositories]
        let articlesList = InMemoryPublicCatalog(PublicRepositoriesFixtures.repositories(25))
        let reduxList = InMemoryPublicCatalog(PublicRepositoriesFixtures.repositories(25))
        let articles = Stage(articles: tabs, pageSize: 10, publicList: articlesList)
        let redux = Stage(redux: tabs, pageSize: 10, publicList: reduxList)
        await step(articles, redux, keys: [.tab, .character("3")], until: "10 loaded · more at the end of the list")
        await step(articles, redux, keys: Array(repeating: .down, count: 9), until: "20 loaded · more at the end of the list")
        articlesList.failLaterPages(with: .offline(detail: "no route to host"))
        reduxList.failLaterPages(with: .offline(detail: "no route to host"))
        await step(articles, redux, keys: Array(repeating: .down, count: 10), until: "[ Retry ]")
        articlesList.failLaterPages(with: nil)
        reduxList.failLaterPages(with: nil)
        await step(articles, redux, keys: [.enter], until: "All 25 repositories loaded")
        await step(articles, redux, keys: [.character("r")], until: "All 25 repositories loaded")
    }

    @Test("the Account tab: a refused token, a sign-in, your repositories, a sign-out")
    func accountTab() async {
        let tabs = BrowserTab.allCases
        let articles = Stage(articles: tabs, publicList: InMemoryPublicCatalog([]), accounts: Accounts())
        let redux = Stage(redux: tabs, publicList: InMemoryPublicCatalog([]), accounts: Accounts())
        await step(articles, redux, keys: [.tab, .character("4")], until: "Sign in")
        await step(articles, redux, type: "ghp_wrong0123456789", until: "•••")
        await step(articles, redux, keys: [.enter], until: "Sign-in failed", "[ Clear token ] [ Close ]")
        await step(articles, redux, keys: [.escape], until: "Not signed in")
        await step(articles, redux, keys: [.control("u")], until: "Paste a personal access token")
        await step(articles, redux, type: Accounts.token, until: "•••")
        await step(articles, redux, keys: [.enter], until: "octocat")
        await step(articles, redux, keys: [.character("r")], until: "All 3 repositories loaded")
        await step(articles, redux, keys: [.escape], until: "octocat")
        await step(articles, redux, keys: [.character("s")], until: "Sign in")
    }

    @Test("launched with a link: a repository's detail, a search, a link it cannot open", arguments: [
        ("strata://repos/apple/swift-nio", "Event-driven network application framework"),
        ("strata://search?q=grdb", "1 of 1 repository for “grdb”"),
        ("strata://nowhere", "Cannot open the link"),
    ])
    func launchLink(link: String, shows text: String) async {
        let articles = Stage(articles: tabs, link: link)
        let redux = Stage(redux: tabs, link: link)
        await step(articles, redux, until: text)
    }

    @Test("a list refused for want of a session offers Sign in; the sheet signs in and closes")
    func signInSheet() async {
        let tabs = BrowserTab.allCases
        let articlesList = InMemoryPublicCatalog([], failure: .unauthorized)
        let reduxList = InMemoryPublicCatalog([], failure: .unauthorized)
        let articles = Stage(articles: tabs, publicList: articlesList, accounts: Accounts())
        let redux = Stage(redux: tabs, publicList: reduxList, accounts: Accounts())
        await step(articles, redux, keys: [.tab, .character("3")], until: "[ Sign in ]")
        await step(articles, redux, keys: [.enter], until: "Paste a personal access token")
        await step(articles, redux, type: Accounts.token, until: "•••")
        articlesList.fail(with: nil)
        reduxList.fail(with: nil)
        await step(articles, redux, keys: [.enter], until: "Public")
    }
}
