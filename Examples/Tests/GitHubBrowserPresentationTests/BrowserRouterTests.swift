import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserVocabulary
import StrataTesting
import Testing

/// The one router of the browser, driven with a `RecordingTransitioner` of strings: every screen's
/// routing decision, with no driver.
@MainActor
@Suite("Browser router")
struct BrowserRouterTests {
    let transitioner = makeTransitioner(root: "list")

    @Test("it pushes a repository's detail, built by the driver's screen function")
    func showDetail() {
        let router = makeRouter(transitioner)
        router.showDetail(of: RepositoryID(owner: "a", name: "b"))
        #expect(transitioner.transitions == [.push("detail:a/b", animated: true)])
        router.closeDetail()
        #expect(transitioner.transitions.last == .pop(animated: true))
        #expect(transitioner.stack == ["list"])
    }

    @Test("it presents the sign-in screen and dismisses it")
    func signIn() {
        let router = makeRouter(transitioner)
        #expect(router.canPresentSignIn)
        router.presentSignIn()
        router.closeSignIn()
        #expect(transitioner.transitions == [.present("sign-in", animated: true), .dismiss(animated: true)])
    }

    @Test("without a sign-in screen it presents nothing")
    func noSignIn() {
        let router = makeRouter(transitioner, signIn: false)
        router.presentSignIn()
        #expect(!router.canPresentSignIn)
        #expect(transitioner.transitions.isEmpty)
    }

    @Test("the Account tab is reached through the tab switcher, never by a title; without one nothing happens")
    func accountTab() {
        let tabs = RecordingTabs([.search, .account])
        makeRouter(transitioner, tabs: tabs).showAccountTab()
        #expect(tabs.selected == [.account])
        let noAccount = RecordingTabs([.search])
        makeRouter(transitioner, tabs: noAccount).showAccountTab()
        #expect(noAccount.selected.isEmpty)
        makeRouter(transitioner).showAccountTab()
        #expect(transitioner.transitions.isEmpty)
    }

    @Test("once its screen is gone, the router does nothing")
    func weakTransitioner() {
        var screen: RecordingTransitioner<String>? = makeTransitioner()
        let router = makeRouter(screen!)
        screen = nil
        router.showDetail(of: RepositoryID(owner: "a", name: "b"))
        router.presentSignIn()
        router.closeDetail()
        #expect(screen == nil)
    }
}
