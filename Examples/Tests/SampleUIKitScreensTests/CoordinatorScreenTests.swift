#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import SamplePresenters
import SampleTestSupport
import SampleUIKitScreens
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing

/// Chapter 11's sample on UIKit, in a simulated window: the application coordinator starts the
/// list's coordinator; the list tells its delegate which repository was tapped, and the
/// coordinator — not the list — pushes the detail and ends its flow when the user leaves it.
@MainActor
@Suite("Chapter 11's coordinators on UIKit", .simulatedUIKit)
struct CoordinatorScreenTests {
    /// The app as the iOS app would show it: the application coordinator, started, its tab bar
    /// the root of a key window.
    @MainActor
    private struct AppUnderTest {
        let coordinator = AppCoordinator()
        let window = UIWindow(windowScene: UIWindowScene())

        init() {
            coordinator.start()
            window.rootViewController = coordinator.rootViewController
            window.makeKeyAndVisible()
        }

        var listCoordinator: RepoListCoordinator? { coordinator.children.first as? RepoListCoordinator }
        var navigation: UINavigationController? { coordinator.rootViewController.viewControllers?.first as? UINavigationController }

        /// What each row of the list shows: "name | stars".
        func rows(of list: RepoListViewController) -> [String] {
            let table = list.rootView.tableView
            return (0..<table.numberOfRows(inSection: 0)).map { row in
                guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? RowCell else { return "?" }
                return "\(cell.titleLabel.text ?? "") | \(cell.detailLabel.text ?? "")"
            }
        }
    }

    @Test("the app coordinator starts the list's coordinator, which shows the list first in the tab bar's navigation controller")
    func startShowsTheList() throws {
        let ui = AppUnderTest()
        let navigation = try #require(ui.navigation)
        let list = try #require(navigation.topViewController as? RepoListViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(list.title == "GitHub Repo Search")
        #expect(ui.rows(of: list).first == "Alamofire/Alamofire | ★ 42,417")
        #expect(ui.rows(of: list).count == GitHubRepoModel.samples.count)
        let listCoordinator = try #require(ui.listCoordinator)
        #expect(listCoordinator.repoListViewController === list)
        #expect(list.delegate === listCoordinator)
        #expect(listCoordinator.children.isEmpty)
    }

    @Test("a tap: the list tells its delegate, the coordinator starts a child that pushes the detail; back ends and releases it")
    func detailThroughTheCoordinator() throws {
        let ui = AppUnderTest()
        let violations = try SimulatedUIKit.violations {
            let navigation = try #require(ui.navigation)
            let list = try #require(navigation.topViewController as? RepoListViewController)
            list.rootView.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
            let detail = try #require(navigation.topViewController as? RepoDetailViewController)
            #expect(detail.title == "ReactiveX/RxSwift")
            #expect(detail.rootView.starsLabel.text == "★ 24,645")
            #expect(detail.rootView.urlLabel.text == "https://github.com/ReactiveX/RxSwift")
            let listCoordinator = try #require(ui.listCoordinator)
            #expect(listCoordinator.children.count == 1)
            weak let detailCoordinator = listCoordinator.children.first as? RepoDetailCoordinator
            #expect(detailCoordinator?.repoDetailViewController === detail)

            navigation.popViewController(animated: true)
            #expect(navigation.topViewController === list)
            #expect(listCoordinator.children.isEmpty, "the detail's coordinator finished when its screen left the stack")
            #expect(detailCoordinator == nil, "and was released")

            list.rootView.tableView.simulateSelection(at: IndexPath(row: 2, section: 0))
            #expect(listCoordinator.children.count == 1, "a new child each time, never more than one")
            #expect((listCoordinator.children.first as? RepoDetailCoordinator)?.repoDetailViewController?.title == "onevcat/Kingfisher")
        }
        #expect(violations.isEmpty)
    }

    @Test("the list alone navigates nowhere: a tap only tells its delegate which repository")
    func listOnlyTellsItsDelegate() {
        let list = RepoListViewController()
        let spy = RepoListDelegateSpy()
        list.delegate = spy
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        list.rootView.tableView.simulateSelection(at: IndexPath(row: 2, section: 0))
        #expect(spy.selected == [GitHubRepoModel.samples[2]])
        #expect(navigation.viewControllers.count == 1, "nothing was pushed")
    }
}
#endif
