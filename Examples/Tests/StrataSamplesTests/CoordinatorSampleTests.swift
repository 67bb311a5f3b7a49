import SamplePresenters
import SampleTestSupport
import SampleScreens
import StrataNavigation
import StrataTerminal
import StrataTesting
import Testing

/// Chapter 11's sample on a headless terminal: the application coordinator starts the list's
/// coordinator; the list tells its delegate which repository was chosen, and the coordinator —
/// not the list — pushes the detail and ends its flow when the user leaves it.
@Suite("Chapter 11's coordinators on a headless terminal")
@MainActor
struct CoordinatorSampleTests {
    /// The app as the command runs it: the application coordinator, started, on a headless terminal.
    @MainActor
    private struct AppUnderTest {
        let coordinator = AppCoordinator()
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 60, rows: 10))
        let app: Application

        init() {
            coordinator.start()
            app = Application(terminal: terminal, root: coordinator.rootViewController, environment: [:])
        }

        var listCoordinator: RepoListCoordinator? { coordinator.children.first as? RepoListCoordinator }

        @discardableResult
        func screen(after keys: Key...) -> String {
            app.send(keys)
            app.renderNow()
            return terminal.plainText
        }
    }

    @Test("the app coordinator starts the list's coordinator, which shows the list first")
    func startShowsTheList() throws {
        let ui = AppUnderTest()
        let list = ui.screen()
        GoldenSnapshot.assertMatches(list, named: "coordinator-list")
        #expect(list.contains("GitHub Repo Search"))
        #expect(list.contains("Alamofire/Alamofire") && list.contains("★ 42,417"))
        let listCoordinator = try #require(ui.listCoordinator)
        #expect(listCoordinator.repoListViewController?.delegate === listCoordinator)
        #expect(listCoordinator.children.isEmpty)
    }

    @Test("choosing a repository: the list tells its delegate, the coordinator starts a child that pushes the detail; Esc ends it")
    func detailThroughTheCoordinator() throws {
        let ui = AppUnderTest()
        ui.screen()
        let detail = ui.screen(after: .down, .enter)
        GoldenSnapshot.assertMatches(detail, named: "coordinator-detail")
        #expect(detail.contains("ReactiveX/RxSwift") && detail.contains("★ 24,645") && detail.contains("https://github.com/ReactiveX/RxSwift"))
        let listCoordinator = try #require(ui.listCoordinator)
        #expect(listCoordinator.children.count == 1)
        weak let detailCoordinator = listCoordinator.children.first as? RepoDetailCoordinator
        #expect(detailCoordinator != nil)

        let back = ui.screen(after: .escape)
        #expect(back.contains("GitHub Repo Search") && !back.contains("https://github.com/ReactiveX/RxSwift"))
        #expect(listCoordinator.children.isEmpty, "the detail's coordinator finished when its screen left the stack")
        #expect(detailCoordinator == nil, "and was released")

        // Again, on another row: a new child each time, never more than one.
        _ = ui.screen(after: .down, .enter)
        #expect(listCoordinator.children.count == 1)
        #expect((listCoordinator.children.first as? RepoDetailCoordinator)?.repoDetailViewController?.title == "onevcat/Kingfisher")
    }

    @Test("the list alone navigates nowhere: Enter only tells its delegate which repository")
    func listOnlyTellsItsDelegate() {
        let list = RepoListViewController()
        let spy = RepoListDelegateSpy()
        list.delegate = spy
        let navigation = NavigationController(rootViewController: list)
        let app = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 60, rows: 10)), root: navigation, environment: [:])
        app.renderNow()
        app.send([.down, .down, .enter])
        #expect(spy.selected == [GitHubRepoModel.samples[2]])
        #expect(navigation.viewControllers.count == 1, "nothing was pushed")
    }

    @Test("an empty navigation stack waits for its coordinator's first push")
    func emptyStack() {
        let navigation = NavigationController()
        #expect(navigation.viewControllers.isEmpty && navigation.topViewController == nil)
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5))
        let app = Application(terminal: terminal, root: navigation, environment: [:])
        app.renderNow()
        #expect(!navigation.handle(key: .escape), "nothing to go back to")
        let screen = BaseViewController()
        screen.title = "First"
        navigation.pushViewController(screen, animated: false)
        app.renderNow()
        #expect(navigation.viewControllers.count == 1)
        #expect(terminal.plainText.contains("First"))
    }
}
