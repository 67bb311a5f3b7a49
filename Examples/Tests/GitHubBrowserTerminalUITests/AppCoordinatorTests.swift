import Foundation
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PropertyBased
import StrataNavigation
import StrataTerminal
import Testing

@MainActor
@Suite("App coordinator and deep links")
struct AppCoordinatorTests {
    @Test("a normal launch shows Search, then Favourites, in navigation controllers")
    func tabs() {
        let harness = BrowserHarness()
        let tabs = harness.tabBarController.viewControllers
        #expect(tabs.count == 2)
        #expect(tabs.allSatisfy { $0 is NavigationController })
        #expect(harness.tabBarController.selectedIndex == 0)
        #expect(tabs.map(\.title) == ["Search", "Favourites"])
    }

    @Test("the tabs come in the order asked for; a tab the app has no dependencies for is left out")
    func tabOrder() {
        let builder = makeScreenBuilder(publicPageSize: 30)
        let browser = TerminalBrowser(dependencies: builder.dependencies, tabs: [.publicRepositories, .search, .account, .favourites])
        #expect(browser.tabBar.tabs == [.publicRepositories, .search, .favourites])
        #expect(browser.tabBar.tabBarController.viewControllers.map(\.title) == ["Public", "Search", "Favourites"])
    }

    @Test("strata://repos/OWNER/NAME opens that repository's detail over Search")
    func repositoryLink() async throws {
        let harness = BrowserHarness(link: "strata://repos/groue/GRDB.swift")
        let navigation = try #require(harness.tabBarController.selectedViewController as? NavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(await harness.waitFor("A toolkit for SQLite databases"))
    }

    @Test("the linked detail is a flow of its own: Esc closes it, and its coordinator is released")
    func linkFlowEndsWithEsc() async throws {
        let harness = BrowserHarness(link: "strata://repos/groue/GRDB.swift")
        let search = try #require(harness.browser.coordinator.coordinator(of: .search))
        weak let link = search.children.first
        #expect((link as? RepositoryLinkCoordinator<BaseViewController>)?.repository == RepositoryID(owner: "groue", name: "GRDB.swift"))
        #expect(await harness.waitFor("A toolkit for SQLite databases"))
        harness.app.send(.escape)
        let navigation = try #require(harness.tabBarController.selectedViewController as? NavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(search.children.isEmpty)
        #expect(link == nil, "the finished flow is released")
    }

    @Test("strata://search?q=TEXT opens Search with the text searched")
    func searchLink() async {
        let harness = BrowserHarness(link: "strata://search?q=argument+parser")
        #expect(await harness.waitFor("apple/swift-argument-parser"))
        #expect(harness.screen.contains("argument parser"))
    }

    @Test("a bad link opens the app with an alert that says what is wrong", arguments: [
        ("strata://unknown/place", "No screen matches the path \"/unknown/place\"."),
        ("strata://search", "needs the query parameter \"q\""),
        // https links are universal links, handled only on the app's own host (AppRoute.universalLinkHost).
        ("https://example.com/repos/a/b", "Links to \"example.com\" are not handled by this app."),
        ("not a link", "is not a valid URL"),
    ])
    func badLink(link: String, problem: String) throws {
        let harness = BrowserHarness(link: link, columns: 100, rows: 20)
        let dialog = try #require(harness.tabBarController.alertDialog)
        #expect(dialog.presentation.title == "Cannot open the link")
        #expect(dialog.presentation.message?.contains(problem) == true, "\(dialog.presentation.message ?? "")")
        #expect(harness.tabBarController.selectedIndex == 0)
    }

    @Test("every repository link resolves to that repository")
    func repositoryLinksRoundTrip() async throws {
        let resolver = try AppRoute.resolver()
        let pattern = try DeepLinkPattern("/repos/:owner/:name")
        let segment = Gen.letterOrNumber.string(of: 1...12)
        await propertyCheck(count: 300, input: segment, segment) { owner, name in
            let path = try pattern.path(filling: ["owner": owner, "name": name])
            let url = try #require(URL(string: "strata:/" + path))
            #expect(try resolver.resolve(.urlScheme(url)) == .repository(RepositoryID(owner: owner, name: name)))
        }
    }

    @Test("a search link with only spaces is refused with the reason")
    func blankSearchLink() throws {
        let resolver = try AppRoute.resolver()
        let url = try #require(URL(string: "strata://search?q=%20%20"))
        #expect(throws: LaunchRouteError.self) { try resolver.resolve(.urlScheme(url)) }
    }
}
