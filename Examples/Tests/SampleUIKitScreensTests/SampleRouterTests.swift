#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import SamplePresenters
import SampleTestSupport
import SampleUIKitScreens
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing

/// The samples' routers on UIKit, each made from a screen at the root of a navigation controller in
/// a simulated window: what they build, and that they move — the screens that use them build none.
@MainActor
@Suite("The samples' routers on UIKit", .simulatedUIKit)
struct SampleRouterTests {
    /// A plain screen at the root of a navigation controller in a key window: where a router is
    /// made from.
    @MainActor
    private struct Origin {
        let screen = UIViewController()
        let navigation: UINavigationController
        let window = UIWindow(windowScene: UIWindowScene())

        init() {
            navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
    }

    @Test("SearchUserRouter pushes the repositories screen of the form it is given: the MVVM search asks for the supervising controller's", arguments: MVPForm.allCases)
    func searchUserRouter(form: MVPForm) throws {
        let origin = Origin()
        let router = SearchUserRouter(from: origin.screen, form: form, directory: UserSearchFixtures.directory())
        router.transitionToUserDetail(userName: "tpope")
        #expect(origin.navigation.viewControllers.count == 2)
        let top = try #require(origin.navigation.topViewController)
        switch form {
        case .passiveView: #expect(top is PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>)
        case .supervisingController: #expect(top is SupervisingUserRepositoriesViewController<SupervisingUserRepositoriesPresenter>)
        }
    }

    @Test("the MVVM search's navigation goes through its router: the login the view model emits opens the supervising controller's repositories")
    func mvvmScreenUsesTheRouter() async throws {
        let screen = UserSearchViewController(directory: UserSearchFixtures.directory())
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.loadViewIfNeeded()
        screen.viewModel.queryChanged("tp")
        screen.viewModel.searchButtonClicked()
        await Task.settle(until: { screen.viewModel.rows.count == 2 })
        screen.viewModel.itemSelected(at: 1)
        #expect(await Task.settle(until: { navigation.viewControllers.count == 2 }))
        let top = try #require(navigation.topViewController as? SupervisingUserRepositoriesViewController<SupervisingUserRepositoriesPresenter>)
        top.loadViewIfNeeded()
        #expect(top.title == "mattpocock's repositories")
    }

    @Test("SOLIDStepsRouter pushes the step it is told, numbered")
    func solidStepsRouter() throws {
        let origin = Origin()
        let steps = SOLIDWalkthrough.steps
        SOLIDStepsRouter(from: origin.screen).showStep(steps[2], number: 3, of: steps.count)
        let top = try #require(origin.navigation.topViewController as? SOLIDStepViewController)
        #expect(top.title == "Step 3 of \(steps.count): \(steps[2].title)")
        #expect(top.step.title == steps[2].title)
    }

    @Test("BookRouter pushes a screen destination, and starts a flow as its one child, finishing the one before")
    func bookRouter() throws {
        let origin = Origin()
        let router = BookRouter(from: origin.screen)
        let screen = UIViewController()
        router.open(.screen { screen })
        #expect(origin.navigation.topViewController === screen)

        origin.navigation.popToRootViewController(animated: false)
        router.open(.flow { RepoListCoordinator(navigator: $0) })
        let first = try #require(router.flows.children.first as? RepoListCoordinator)
        #expect(origin.navigation.topViewController === first.repoListViewController)
        router.open(.flow { RepoListCoordinator(navigator: $0) })
        #expect(router.flows.children.count == 1)
        #expect(router.flows.children.first !== first, "the second flow replaced the first")
    }

    @Test("the Book and the SOLID list hand a tapped row to their routers, which push the row's screen")
    func screensUseTheirRouters() throws {
        let book = BookViewController(entries: BookEntry.chapters(directory: UserSearchFixtures.directory(), gallery: nil))
        let navigation = UINavigationController(rootViewController: book)
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        book.rootView.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
        let steps = try #require(navigation.topViewController as? SOLIDStepsViewController)
        #expect(book.flows === book.router.flows)
        steps.loadViewIfNeeded()

        steps.rootView.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
        #expect((navigation.topViewController as? SOLIDStepViewController)?.step.title == SOLIDWalkthrough.steps[0].title)
    }
}
#endif
