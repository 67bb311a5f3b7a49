import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import StrataNavigation
import StrataTerminal
import Testing

@MainActor
@Suite("The sign-in flow on the real browser")
struct SignInFlowTests {
    private func harness() -> AccountBrowserHarness {
        AccountBrowserHarness(tabs: [.search, .favourites, .account]) { account in
            makeScreenBuilder(account: account).dependencies
        }
    }

    /// Starts the sign-in flow over the Search screen, as a router does; the flow's coordinator.
    private func startSignIn(_ harness: AccountBrowserHarness) throws -> Coordinator? {
        let search = try #require(harness.browser.tabBar.navigation(of: .search) as? NavigationController)
        let app = harness.browser.coordinator
        app.startSignIn(over: try #require(search.topViewController))
        return app.children.first { $0 is SignInCoordinator<BaseViewController> }
    }

    @Test("Esc cancels the sign-in screen: it closes, and the flow's coordinator is released")
    func escCancels() async throws {
        let harness = harness()
        weak let flow = try startSignIn(harness)
        #expect(flow != nil)
        #expect(await harness.shows("Not signed in"))
        harness.app.send(.escape)
        #expect(harness.browser.tabBar.tabBarController.presentedViewController == nil)
        #expect(flow == nil)
        #expect(harness.browser.coordinator.children.count == 3, "the tabs' coordinators stay")
    }

    @Test("signing in closes the sign-in screen and releases the flow's coordinator")
    func signInEnds() async throws {
        let harness = harness()
        weak let flow = try startSignIn(harness)
        #expect(await harness.shows("Not signed in"))
        harness.app.type(AccountBrowserHarness.validToken)
        harness.app.send(.enter)
        #expect(await eventually { flow == nil })
        #expect(harness.browser.tabBar.tabBarController.presentedViewController == nil)
    }
}
