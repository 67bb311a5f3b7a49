import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserFluxTerminal
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserRedux
import GitHubBrowserReduxTerminal
import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// One app on a headless terminal over its own in-memory catalog and favourites.
@MainActor
private final class Stage {
    let terminal: HeadlessTerminal
    let app: Application
    /// The app's clock, which only the test moves.
    let clock = ManualClock()
    private let owner: AnyObject

    let catalog: InMemoryCatalog

    /// The MVP app: presenters over the use cases.
    init(
        mvp tabs: [BrowserTab], catalog: InMemoryCatalog = InMemoryCatalog(), pageSize: Int = PageRequest.defaultSize,
        publicList: InMemoryPublicCatalog? = nil, accounts: InMemoryAccounts? = nil, link: String? = nil, readmes: InMemoryReadmes? = nil, rows: Int = 16
    ) {
        self.catalog = catalog
        terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: rows))
        let environment = BrowserEnvironment(
            useCases: BrowserUseCases(catalog: catalog, favourites: InMemoryFavourites(), pageSize: pageSize, readmes: readmes),
            publicRepositories: publicList.map { ListPublicRepositories(catalog: $0, pageSize: pageSize) },
            userRepositories: accounts.map { ListUserRepositories(source: $0.repositories, pageSize: pageSize) },
            session: accounts?.session,
            debounce: .zero,
            now: { [clock] in clock.now }
        )
        let dependencies = BrowserDependencies(environment: environment, timeZone: .gmt)
        let browser = TerminalBrowser(dependencies: dependencies, tabs: tabs, link: link)
        browser.coordinator.start()
        owner = browser
        app = Application(terminal: terminal, root: browser.rootViewController, environment: [:])
        app.didResume = browser.didBecomeActive
        app.renderNow()
    }

    /// The Flux or the Redux app over the same use cases.
    init(
        _ architecture: StoreArchitecture, tabs: [BrowserTab], catalog: InMemoryCatalog = InMemoryCatalog(), pageSize: Int = PageRequest.defaultSize,
        publicList: InMemoryPublicCatalog? = nil, accounts: InMemoryAccounts? = nil, link: String? = nil, readmes: InMemoryReadmes? = nil, rows: Int = 16
    ) {
        self.catalog = catalog
        terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: rows))
        let favourites = InMemoryFavourites()
        var environment = FeatureFixtures.environment(search: SearchRepositories(catalog: catalog, pageSize: pageSize), favourites: favourites, catalog: catalog)
        environment.debounce = .zero
        environment.now = { [clock] in clock.now }
        environment.publicRepositories = publicList.map { ListPublicRepositories(catalog: $0, pageSize: pageSize) }
        environment.session = accounts?.session
        environment.userRepositories = accounts.map { ListUserRepositories(source: $0.repositories, pageSize: pageSize) }
        environment.showReadme = readmes.map { ShowReadme(source: $0) }
        let root: BaseViewController
        let didBecomeActive: @MainActor () -> Void
        switch architecture {
        case .flux:
            let browser = FluxTerminalBrowser(app: FluxBrowser(environment: environment), tabs: tabs, link: link, timeZone: .gmt)
            browser.start()
            (owner, root, didBecomeActive) = (browser, browser.rootViewController, browser.didBecomeActive)
        case .redux:
            let browser = ReduxTerminalBrowser(browser: BrowserStore(environment: environment), tabs: tabs, timeZone: .gmt)
            browser.start(link: link)
            (owner, root, didBecomeActive) = (browser, browser.rootViewController, browser.didBecomeActive)
        }
        app = Application(terminal: terminal, root: root, environment: [:])
        app.didResume = didBecomeActive
        app.renderNow()
    }

    var screen: String {
        app.renderNow()
        return terminal.plainText
    }
}

/// The two apps built on stores, held to the MVP app.
enum StoreArchitecture: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// The book's ch.14: a container per feature.
    case flux
    /// The book's ch.15: one store for every screen.
    case redux

    var testDescription: String { rawValue }
}

/// The Flux app and the Redux app are the same app as the articles' one, built other ways: at every
/// step of the same journey each draws the very same screen as the MVP app, cell for cell,
/// key-help line included.
@MainActor
@Suite("Flux and Redux apps: the same screens as the MVP app")
struct SameScreensTests {
    private let tabs: [BrowserTab] = [.search, .favourites]

    /// Sends `keys` (or types `text`) to both apps, waits until both screens show `texts`, and
    /// expects the two screens to become the same.
    private func step(
        _ mvp: Stage, _ other: Stage, keys: [Key] = [], type text: String? = nil, until texts: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for stage in [mvp, other] {
            if let text { stage.app.type(text) }
            if !keys.isEmpty { stage.app.send(keys) }
        }
        for (name, stage) in [("mvp", mvp), ("the other architecture", other)] {
            let shown = await eventually { texts.allSatisfy { stage.screen.contains($0) } }
            #expect(shown, "\(name) never showed \(texts)\n\(stage.screen)", sourceLocation: sourceLocation)
        }
        // Both settle on the same screen: a step's work (a load, a sign-in) may end a moment apart.
        let same = await eventually { other.screen == mvp.screen }
        #expect(same, "mvp:\n\(mvp.screen)\nthe other:\n\(other.screen)", sourceLocation: sourceLocation)
    }

    @Test("search, open a detail, toggle the favourite, back, the Favourites tab, remove it there", arguments: StoreArchitecture.allCases)
    func journey(_ architecture: StoreArchitecture) async {
        let mvp = Stage(mvp: tabs)
        let other = Stage(architecture, tabs: tabs)
        await step(mvp, other, until: SearchStatusText.prompt)
        await step(mvp, other, type: "apple", until: "2 of 2 repositories for “apple”")
        await step(mvp, other, keys: [.tab, .down, .enter], until: "☆ Not a favourite", "Straightforward, type-safe argument parsing")
        await step(mvp, other, keys: [.character("f")], until: "★ Favourite")
        await step(mvp, other, keys: [.escape], until: "★ apple/swift-argument-parser")
        await step(mvp, other, keys: [.character("2")], until: FavouritesStatus.count(1).terminalText)
        await step(mvp, other, keys: [.enter], until: "★ Favourite", "Straightforward, type-safe argument parsing")
        await step(mvp, other, keys: [.character("f")], until: "☆ Not a favourite")
        await step(mvp, other, keys: [.escape], until: FavouritesStatus.count(0).terminalText)
        await step(mvp, other, keys: [.character("1")], until: "☆ apple/swift-argument-parser")
    }

    @Test("a failed search: the same alert; Retry searches again; no match says so", arguments: StoreArchitecture.allCases)
    func failedSearch(_ architecture: StoreArchitecture) async {
        let mvp = Stage(mvp: tabs)
        let other = Stage(architecture, tabs: tabs)
        await mvp.catalog.fail(with: .offline(detail: "no route to host"))
        await other.catalog.fail(with: .offline(detail: "no route to host"))
        await step(mvp, other, type: "nio", until: AppError.offline.title, "[ Retry ]")
        await step(mvp, other, keys: [.enter], until: "1 of 1 repository for “nio”")
        await step(mvp, other, keys: [.control("u")], until: SearchStatusText.prompt)
        await step(mvp, other, type: "zzzz", until: "No repositories match “zzzz”.")
    }

    @Test("the end of the list loads the next page; ^R searches again from the first", arguments: StoreArchitecture.allCases)
    func pagingAndRefresh(_ architecture: StoreArchitecture) async {
        let layers = (1...25).map { Repository(id: RepositoryID(owner: "stratum", name: "layer-\($0)"), summary: "Layer \($0)", stars: 5_000 - $0) }
        let mvp = Stage(mvp: tabs, catalog: InMemoryCatalog(layers), pageSize: 10)
        let other = Stage(architecture, tabs: tabs, catalog: InMemoryCatalog(layers), pageSize: 10)
        await step(mvp, other, type: "layer", until: "10 of 25 repositories for “layer” — go to the end of the list for more")
        await step(mvp, other, keys: [.tab] + Array(repeating: .down, count: 9), until: "20 of 25 repositories for “layer”")
        await step(mvp, other, keys: Array(repeating: .down, count: 10), until: "25 of 25 repositories for “layer”")
        await step(mvp, other, keys: Array(repeating: .up, count: 24) + [.control("r")], until: "10 of 25 repositories for “layer”")
        #expect(await mvp.catalog.searchedPages == other.catalog.searchedPages)
    }

    @Test("the Public tab: the first page, the next at the end of the list, a refresh, a failed page whose row tries again", arguments: StoreArchitecture.allCases)
    func publicTab(_ architecture: StoreArchitecture) async {
        let tabs: [BrowserTab] = [.search, .favourites, .publicRepositories]
        let mvpList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(25))
        let otherList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(25))
        let mvp = Stage(mvp: tabs, pageSize: 10, publicList: mvpList)
        let other = Stage(architecture, tabs: tabs, pageSize: 10, publicList: otherList)
        await step(mvp, other, keys: [.tab, .character("3")], until: "Show more", "10 loaded")
        // The tenth step reaches "Show more", which loads the next page and stays the highlighted row.
        await step(mvp, other, keys: Array(repeating: .down, count: 10), until: "Show more", "20 loaded")
        mvpList.failLaterPages(with: .offline(detail: "no route to host"))
        otherList.failLaterPages(with: .offline(detail: "no route to host"))
        await step(mvp, other, keys: [.enter], until: "Could not load more: you are offline.", "Enter tries again")
        // Reaching the failed page's row again asks nothing: a request made now would fail again
        // and count below (or leave the list unfinished). Enter on it, once pages load, does.
        await step(mvp, other, keys: [.up, .down], until: "Could not load more: you are offline.")
        mvpList.failLaterPages(with: nil)
        otherList.failLaterPages(with: nil)
        await step(mvp, other, keys: [.enter], until: "All 25 repositories loaded")
        #expect(mvpList.laterPageRequestCount == 3, "page 2, page 3 failed, page 3 from Enter")
        #expect(otherList.laterPageRequestCount == 3, "\(architecture): page 2, page 3 failed, page 3 from Enter")
        await step(mvp, other, keys: [.character("r")], until: "All 25 repositories loaded")
    }

    @Test("fg after a stop: the Public list on screen reloads once it is older than a minute, not sooner, and not from another tab", arguments: StoreArchitecture.allCases)
    func reloadWhenActive(_ architecture: StoreArchitecture) async {
        let tabs: [BrowserTab] = [.search, .favourites, .publicRepositories]
        let mvpList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5))
        let otherList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5))
        let mvp = Stage(mvp: tabs, publicList: mvpList)
        let other = Stage(architecture, tabs: tabs, publicList: otherList)
        await step(mvp, other, keys: [.tab, .character("3")], until: "All 5 repositories loaded")
        for list in [mvpList, otherList] { list.replace(with: RepositoryListFixtures.repositories(7)) }

        // Half a minute later: nothing is asked for (a reload now would make the count 3 below).
        for stage in [mvp, other] {
            stage.clock.advance(by: 30)
            stage.app.send(.resumed)
        }
        await Task.settle()
        await step(mvp, other, until: "All 5 repositories loaded")
        #expect(mvpList.firstPageRequestCount == 1 && otherList.firstPageRequestCount == 1)

        // Past a minute: the list on screen reloads, as each app's refresh would.
        for stage in [mvp, other] {
            stage.clock.advance(by: 31)
            stage.app.send(.resumed)
        }
        await step(mvp, other, until: "All 7 repositories loaded")
        #expect(mvpList.firstPageRequestCount == 2 && otherList.firstPageRequestCount == 2)

        // Another tab on screen: the list, off screen, does not reload (nor does coming back to it,
        // two minutes later: younger than the five minutes after which a return reloads).
        for list in [mvpList, otherList] { list.replace(with: RepositoryListFixtures.repositories(9)) }
        await step(mvp, other, keys: [.character("2")], until: FavouritesStatus.count(0).terminalText)
        for stage in [mvp, other] {
            stage.clock.advance(by: 120)
            stage.app.send(.resumed)
        }
        await Task.settle()
        await step(mvp, other, keys: [.character("3")], until: "All 7 repositories loaded")
        #expect(mvpList.firstPageRequestCount == 2 && otherList.firstPageRequestCount == 2)
    }

    @Test("the Account tab: a refused token, a sign-in, your repositories, a sign-out", arguments: StoreArchitecture.allCases)
    func accountTab(_ architecture: StoreArchitecture) async {
        let tabs = BrowserTab.allCases
        let mvp = Stage(mvp: tabs, publicList: InMemoryPublicCatalog([]), accounts: InMemoryAccounts())
        let other = Stage(architecture, tabs: tabs, publicList: InMemoryPublicCatalog([]), accounts: InMemoryAccounts())
        await step(mvp, other, keys: [.tab, .character("4")], until: "Sign in")
        await step(mvp, other, type: "ghp_wrong0123456789", until: "•••")
        await step(mvp, other, keys: [.enter], until: "Sign-in failed", "[ Clear token ] [ Close ]")
        await step(mvp, other, keys: [.escape], until: "Not signed in")
        await step(mvp, other, keys: [.control("u")], until: "Paste a personal access token")
        await step(mvp, other, type: InMemoryAccounts.token, until: "•••")
        await step(mvp, other, keys: [.enter], until: "octocat")
        await step(mvp, other, keys: [.character("r")], until: "All 3 repositories loaded")
        await step(mvp, other, keys: [.escape], until: "octocat")
        await step(mvp, other, keys: [.character("s")], until: "Sign in")
    }

    @Test("signing in with GitHub: the code, Esc, an expired code with Retry, access refused, then granted", arguments: StoreArchitecture.allCases)
    func deviceSignIn(_ architecture: StoreArchitecture) async {
        let tabs = BrowserTab.allCases
        let (mvpAccounts, otherAccounts) = (InMemoryAccounts(), InMemoryAccounts())
        let mvp = Stage(mvp: tabs, publicList: InMemoryPublicCatalog([]), accounts: mvpAccounts, rows: 20)
        let other = Stage(architecture, tabs: tabs, publicList: InMemoryPublicCatalog([]), accounts: otherAccounts, rows: 20)
        let both = [mvpAccounts, otherAccounts]
        /// Waits until both apps poll GitHub, then answers both polls.
        func answer(_ poll: DeviceFlowPoll, sourceLocation: SourceLocation = #_sourceLocation) async {
            let polling = await eventually { both.allSatisfy { $0.device.isPolling } }
            #expect(polling, "an app never polled", sourceLocation: sourceLocation)
            for accounts in both { accounts.device.answer(poll) }
        }
        await step(mvp, other, keys: [.tab, .character("4")], until: "[ Sign in with GitHub ]")
        await step(mvp, other, keys: [.tab, .tab, .enter], until: "WDJB-MJHT", "until 08:15", "Esc cancel")
        await step(mvp, other, keys: [.escape], until: "Not signed in")
        // Esc may land before the app's first poll (it has just shown the code) or while that poll
        // waits: either way no poll is left waiting, and every poll made so far ended cancelled (the
        // end of the journey checks that no other poll of this sign-in came later).
        #expect(
            await eventually { both.allSatisfy { !$0.device.isPolling && $0.device.cancellations == $0.device.pollCount } },
            "Esc stopped the polling"
        )
        await step(mvp, other, keys: [.tab, .tab, .enter], until: "WDJB-MJHT")
        await answer(.pending)
        await answer(.expired)
        await step(mvp, other, until: "Sign-in with GitHub failed: the code expired", "[ Retry ] [ Close ]")
        await step(mvp, other, keys: [.enter], until: "WDJB-MJHT")
        await answer(.denied)
        await step(mvp, other, until: "Sign-in with GitHub failed: access denied")
        await step(mvp, other, keys: [.enter], until: "WDJB-MJHT")
        await answer(.granted(try! AccessToken(InMemoryAccounts.token)))
        await step(mvp, other, until: "Signed in as The Octocat")
        #expect(both.allSatisfy { $0.device.startCount == 4 })
        // The four answered polls (pending, expired, denied, granted) and the cancelled one, if the
        // first sign-in had polled before Esc: the cancelled sign-in never polled again.
        #expect(both.allSatisfy { $0.device.cancellations <= 1 && $0.device.pollCount == 4 + $0.device.cancellations })
    }

    @Test("launched with a link: a repository's detail, a search, a link it cannot open", arguments: StoreArchitecture.allCases, [
        ("strata://repos/apple/swift-nio", "Event-driven network application framework"),
        ("strata://search?q=grdb", "1 of 1 repository for “grdb”"),
        ("strata://nowhere", "Cannot open the link"),
    ])
    func launchLink(_ architecture: StoreArchitecture, launch: (link: String, shows: String)) async {
        let (link, text) = launch
        let mvp = Stage(mvp: tabs, link: link)
        let other = Stage(architecture, tabs: tabs, link: link)
        await step(mvp, other, until: text)
    }

    @Test("a list refused for want of a session offers Sign in; the sheet signs in and closes", arguments: StoreArchitecture.allCases)
    func signInSheet(_ architecture: StoreArchitecture) async {
        let tabs = BrowserTab.allCases
        let mvpList = InMemoryPublicCatalog([], failure: .unauthorized)
        let otherList = InMemoryPublicCatalog([], failure: .unauthorized)
        let mvp = Stage(mvp: tabs, publicList: mvpList, accounts: InMemoryAccounts())
        let other = Stage(architecture, tabs: tabs, publicList: otherList, accounts: InMemoryAccounts())
        await step(mvp, other, keys: [.tab, .character("3")], until: "[ Sign in ]")
        await step(mvp, other, keys: [.enter], until: "Paste a personal access token")
        await step(mvp, other, type: InMemoryAccounts.token, until: "•••")
        mvpList.fail(with: nil)
        otherList.fail(with: nil)
        await step(mvp, other, keys: [.enter], until: "Public")
    }

    @Test("the README on the detail screen: one rendered, a hostile one, none, one GitHub cannot serve, the offline source", arguments: StoreArchitecture.allCases)
    func readme(_ architecture: StoreArchitecture) async {
        let readmes = InMemoryReadmes([SampleRepositories.nio.id: SampleReadmes.plain, SampleRepositories.argumentParser.id: SampleReadmes.hostile])
        // Tall enough for the whole README: scrolling is the detail screen's own test.
        let mvp = Stage(mvp: tabs, readmes: readmes, rows: 48)
        let other = Stage(architecture, tabs: tabs, readmes: readmes, rows: 48)
        await step(mvp, other, type: "apple", until: "2 of 2 repositories for “apple”")
        await step(mvp, other, keys: [.tab, .enter], until: "Event-driven network application framework", "• Channels", "Apache 2.0")
        await step(mvp, other, keys: [.escape, .down, .enter], until: "Straightforward, type-safe argument parsing", "indented")
        #expect(!SampleReadmes.holdsControlCharacters(mvp.screen) && !SampleReadmes.holdsControlCharacters(other.screen))
        await step(mvp, other, keys: [.escape, .tab, .control("u")], until: SearchStatusText.prompt)
        await step(mvp, other, type: "grdb", until: "1 of 1 repository for “grdb”")
        await step(mvp, other, keys: [.tab, .enter], until: "This repository has no README.")
        await readmes.fail(with: .serviceUnavailable(retryAfter: nil))
        await step(mvp, other, keys: [.escape, .enter], until: "GitHub is unavailable", "Press r to try again.")
        await readmes.fail(with: nil)
        await step(mvp, other, keys: [.character("r")], until: "This repository has no README.")

        let offlineMVP = Stage(mvp: tabs, link: "strata://repos/apple/swift-nio", rows: 48)
        let offlineOther = Stage(architecture, tabs: tabs, link: "strata://repos/apple/swift-nio", rows: 48)
        await step(offlineMVP, offlineOther, until: "--source github")
    }

    @Test("a session GitHub refuses (HTTP 401): the search says why, then every screen is signed out (§15.3)", arguments: StoreArchitecture.allCases)
    func refusedSession(_ architecture: StoreArchitecture) async {
        let tabs = BrowserTab.allCases
        let mvp = Stage(mvp: tabs, publicList: InMemoryPublicCatalog([]), accounts: InMemoryAccounts())
        let other = Stage(architecture, tabs: tabs, publicList: InMemoryPublicCatalog([]), accounts: InMemoryAccounts())
        await step(mvp, other, keys: [.tab, .character("4")], until: "Sign in")
        await step(mvp, other, type: InMemoryAccounts.token, until: "•••")
        await step(mvp, other, keys: [.enter], until: "octocat")
        for stage in [mvp, other] { await stage.catalog.fail(with: .unauthorized) }
        await step(mvp, other, keys: [.tab, .character("1"), .tab], until: SearchStatusText.prompt)
        await step(mvp, other, type: "nio", until: AppError.unauthorized.title, "The server did not accept the token.")
        await step(mvp, other, keys: [.escape], until: SearchStatusText.prompt)
        await step(mvp, other, keys: [.tab, .character("4")], until: "Sign in")
    }

    @Test("GitHub unavailable (HTTP 503): its own screen, with when to try again, over the search and the detail; Esc goes back (§15.3)", arguments: StoreArchitecture.allCases)
    func serviceUnavailable(_ architecture: StoreArchitecture) async {
        let mvp = Stage(mvp: tabs)
        let other = Stage(architecture, tabs: tabs)
        for stage in [mvp, other] { await stage.catalog.fail(with: .serviceUnavailable(retryAfter: nil)) }
        await step(mvp, other, type: "nio", until: "GitHub is unavailable", "(HTTP 503). Try again in a", "Esc back")
        await step(mvp, other, keys: [.escape], until: "The search failed: GitHub is unavailable.")
        await step(mvp, other, keys: [.control("r")], until: "1 of 1 repository for “nio”")
        let later = Date(timeIntervalSince1970: 1_800_000_600)
        for stage in [mvp, other] { await stage.catalog.fail(with: .serviceUnavailable(retryAfter: later)) }
        await step(mvp, other, keys: [.tab, .enter], until: "GitHub is unavailable", "It asks to try", "again after 08:10.")
        await step(mvp, other, keys: [.escape], until: "apple/swift-nio", "Esc back")
    }
}
