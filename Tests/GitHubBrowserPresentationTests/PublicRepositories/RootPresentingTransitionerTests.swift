@testable import GitHubBrowserPresentation
import StrataTerminal
import Testing

@MainActor
@Suite("Root-presenting transitioner")
struct RootPresentingTransitionerTests {
    @Test("pushes on the controller's navigation stack and presents from the root of the hierarchy")
    func transitions() {
        let screen = AnyViewController()
        let navigation = NavigationController(rootViewController: screen)
        let tabs = TabBarController(viewControllers: [navigation])
        let transitioner = RootPresentingTransitioner(screen)
        let detail = AnyViewController()
        transitioner.push(detail, animated: false)
        #expect(navigation.viewControllers.count == 2)
        transitioner.pop(animated: false)
        #expect(navigation.viewControllers.count == 1)
        let modal = AnyViewController()
        transitioner.present(modal, animated: false, completion: nil)
        #expect(tabs.presentedViewController === modal)
        #expect(screen.presentedViewController == nil)
        modal.dismiss(animated: false, completion: nil)
        #expect(tabs.presentedViewController == nil)
    }
}
