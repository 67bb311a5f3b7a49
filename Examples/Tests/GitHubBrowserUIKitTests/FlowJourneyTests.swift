#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import GitHubBrowserUIKitViews
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// The app's flows on UIKit, each run by its own coordinator, which is released when the flow ends.
@MainActor
@Suite("GitHub Browser on UIKit: flows and their coordinators", .simulatedUIKit)
struct FlowJourneyTests {
    @Test("a repository link runs as a flow on the Search tab; going back ends it and releases its coordinator")
    func linkFlow() throws {
        let harness = UIKitBrowserHarness(launch: .urlScheme(try #require(URL(string: "strata://repos/apple/swift-nio"))))
        let search = try #require(harness.browser.coordinator.coordinator(of: .search))
        weak let link = search.children.first
        #expect(link is RepositoryLinkCoordinator<UIViewController>)
        #expect(harness.detail != nil)
        harness.navigation?.popViewController(animated: true) // the back button
        #expect(search.children.isEmpty)
        #expect(link == nil)
    }

    @Test("the sign-in flow presents the sign-in screen with a Cancel button; Cancel closes it and releases the flow")
    func signInFlowCancelled() async throws {
        let harness = UIKitBrowserHarness()
        harness.select(.publicRepositories)
        let publicScreen = try #require(harness.publicRepositories)
        let app = harness.browser.coordinator
        app.startSignIn(over: ViewControllerTransitioner(from: publicScreen))
        weak let flow = app.children.first { $0 is SignInCoordinator<UIViewController> }
        #expect(flow != nil)
        let signIn = try #require(harness.tabs.presentedViewController as? AccountViewController)
        #expect(signIn.isModalInPresentation, "not swiped away: the flow hears how it ends")
        let cancel = signIn.rootView.cancelButton
        #expect(await eventually { !cancel.isHidden })
        cancel.sendActions(for: .touchUpInside)
        #expect(harness.tabs.presentedViewController == nil)
        #expect(flow == nil)
        #expect(harness.account?.rootView.cancelButton.isHidden == true, "the Account tab has nothing to cancel")
    }
}
#endif
