#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import SamplePresenters
import SampleTestSupport
import SampleUIKitScreens
import StrataTesting
import StrataUIKit
import Testing

/// The MVP user search on UIKit, in both forms: the real view controllers and presenters, chapter
/// 12's router, over a scripted directory, in a navigation controller in a simulated window.
@MainActor
@Suite("MVP user search sample on UIKit", .simulatedUIKit)
struct UserSearchScreenTests {
    typealias Fixtures = UserSearchFixtures

    @Test("search, tap a user: the router pushes their repositories; back shows the search as it was", arguments: MVPForm.allCases)
    func journey(form: MVPForm) async throws {
        let ui = UserSearchScreenUnderTest(form, directory: Fixtures.directory())
        let violations = try await SimulatedUIKit.violations {
            #expect(ui.navigation.topViewController?.title == "Users · MVP, \(form.name)")
            #expect(ui.search.statusLabel.text == "Type a login, or part of one, and tap Search.")
            #expect(ui.search.searchField.returnKeyType == .search, "the keyboard's return key is the Search the prompt names")
            #expect(ui.search.tableView.numberOfRows(inSection: 0) == 0)

            await ui.submit("tp", until: "2 users match")
            #expect(ui.rows(of: ui.search.tableView) == ["tpope | 2 repositories", "mattpocock | user · 1 repository"])

            ui.search.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
            #expect(ui.navigation.viewControllers.count == 2, "the router pushed the user's repositories")
            let repositories = try #require(ui.repositoriesRootView)
            await Task.settle(until: { repositories.statusLabel.text?.hasPrefix("2 repositories, most stars first") == true })
            #expect(ui.navigation.topViewController?.title == "tpope's repositories")
            #expect(ui.rows(of: repositories.tableView) == ["vim-fugitive — A Git wrapper | Vim Script · ★ 21,759", "vim-surround | ★ 14,096"])

            ui.navigation.popViewController(animated: true)
            #expect(ui.navigation.topViewController?.title == "Users · MVP, \(form.name)")
            #expect(ui.search.statusLabel.text?.hasPrefix("2 users match") == true)
            #expect(ui.rows(of: ui.search.tableView).count == 2, "going back shows the search as it was")
        }
        #expect(violations.isEmpty)
        #expect(await ui.directory.requests == ["tp", "tpope"])
    }

    @Test("a failed search shows why in the status line, and the table stays empty", arguments: MVPForm.allCases)
    func failure(form: MVPForm) async {
        let ui = UserSearchScreenUnderTest(form, directory: Fixtures.directory())
        await ui.submit("down", until: "⚠ You are offline")
        #expect(ui.search.statusLabel.text?.hasPrefix("⚠ You are offline. The server cannot be reached.") == true)
        #expect(ui.search.tableView.numberOfRows(inSection: 0) == 0)
        #expect(ui.navigation.viewControllers.count == 1)
    }

    @Test("an empty search goes back to the prompt and empties the table", arguments: MVPForm.allCases)
    func emptySearch(form: MVPForm) async {
        let ui = UserSearchScreenUnderTest(form, directory: Fixtures.directory())
        await ui.submit("tp", until: "2 users match")
        #expect(ui.search.tableView.numberOfRows(inSection: 0) == 2)
        await ui.submit("  ", until: "Type a login")
        #expect(ui.search.statusLabel.text == "Type a login, or part of one, and tap Search.")
        #expect(ui.search.tableView.numberOfRows(inSection: 0) == 0)
    }

    @Test("the repositories that failed to load come when the user pulls to refresh", arguments: MVPForm.allCases)
    func pullToRefresh(form: MVPForm) async throws {
        let directory = Fixtures.directory()
        await directory.answer(repositoriesOf: "tpope", with: .failure(Fixtures.offline))
        let ui = UserSearchScreenUnderTest(form, directory: directory)
        await ui.submit("tp", until: "2 users match")
        ui.search.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
        let repositories = try #require(ui.repositoriesRootView)
        await Task.settle(until: { repositories.statusLabel.text?.hasPrefix("⚠ You are offline") == true })
        #expect(repositories.tableView.numberOfRows(inSection: 0) == 0)

        await directory.answer(repositoriesOf: "tpope", with: .success([Fixtures.fugitive]))
        #expect(repositories.tableView.refreshControl === repositories.refreshControl)
        repositories.refreshControl.beginRefreshing()
        repositories.refreshControl.sendActions(for: .valueChanged)
        await Task.settle(until: { repositories.statusLabel.text?.hasPrefix("1 repository, most stars first") == true })
        #expect(ui.rows(of: repositories.tableView) == ["vim-fugitive — A Git wrapper | Vim Script · ★ 21,759"])
        #expect(!repositories.refreshControl.isRefreshing, "the spinner stops; the status line reports the loading")
    }

    @Test("the two forms, and chapter 6's step before the router, show the same screens; only the title says which is which")
    func sameScreens() async throws {
        var journeys: [[String]] = []
        let screens = MVPForm.allCases.map { UserSearchScreenUnderTest($0, directory: Fixtures.directory()) }
            + [UserSearchScreenUnderTest(beforeTheRouter: Fixtures.directory())]
        for ui in screens {
            var seen = [ui.search.statusLabel.text ?? ""]
            await ui.submit("tp", until: "2 users match")
            seen += [ui.search.statusLabel.text ?? ""] + ui.rows(of: ui.search.tableView)
            ui.search.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
            let repositories = try #require(ui.repositoriesRootView)
            await Task.settle(until: { repositories.statusLabel.text?.hasPrefix("mattpocock has no public repositories") == true })
            seen += [ui.navigation.topViewController?.title ?? "", repositories.statusLabel.text ?? ""] + ui.rows(of: repositories.tableView)
            journeys.append(seen)
        }
        #expect(journeys.count == 3 && journeys[0] == journeys[1] && journeys[1] == journeys[2])
        #expect(journeys.first?.contains("mattpocock's repositories") == true)
    }

    @Test("chapter 6 before the router: tapping a user has the view controller build their repositories screen and push it itself; back shows the search")
    func beforeTheRouterJourney() async throws {
        let ui = UserSearchScreenUnderTest(beforeTheRouter: Fixtures.directory())
        let violations = try await SimulatedUIKit.violations {
            #expect(ui.navigation.topViewController?.title == "Users · MVP, before the router")
            #expect(ui.search.statusLabel.text == "Type a login, or part of one, and tap Search.")

            await ui.submit("tp", until: "2 users match")
            #expect(ui.rows(of: ui.search.tableView) == ["tpope | 2 repositories", "mattpocock | user · 1 repository"])
            #expect(ui.navigation.viewControllers.count == 1, "nothing is pushed before a row is tapped")

            ui.search.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
            #expect(ui.navigation.viewControllers.count == 2, "the search's view controller pushed the user's repositories")
            #expect(ui.navigation.topViewController is PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>)
            let repositories = try #require(ui.repositoriesRootView)
            await Task.settle(until: { repositories.statusLabel.text?.hasPrefix("2 repositories, most stars first") == true })
            #expect(ui.navigation.topViewController?.title == "tpope's repositories")
            #expect(ui.rows(of: repositories.tableView) == ["vim-fugitive — A Git wrapper | Vim Script · ★ 21,759", "vim-surround | ★ 14,096"])

            ui.navigation.popViewController(animated: true)
            #expect(ui.navigation.topViewController?.title == "Users · MVP, before the router")
            #expect(ui.rows(of: ui.search.tableView).count == 2, "going back shows the search as it was")
        }
        #expect(violations.isEmpty)
        #expect(await ui.directory.requests == ["tp", "tpope"])
    }

    @Test("MVVM: search, tap a user: the view model emits the navigation and its router pushes their repositories; back shows the search")
    func mvvmJourney() async throws {
        let ui = UserSearchScreenUnderTest(mvvm: Fixtures.directory())
        let violations = try await SimulatedUIKit.violations {
            #expect(ui.navigation.topViewController?.title == "Users · MVVM")
            #expect(ui.search.statusLabel.text == "Type a login, or part of one, and tap Search.")
            ui.search.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))

            await ui.submit("tp", until: "2 users match")
            #expect(ui.rows(of: ui.search.tableView) == ["tpope | 2 repositories", "mattpocock | user · 1 repository"])
            #expect(ui.navigation.viewControllers.count == 1, "nothing is pushed before a row is tapped")

            ui.search.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
            #expect(await Task.settle(until: { ui.navigation.viewControllers.count == 2 }), "the router pushed what the view model emitted")
            let repositories = try #require(ui.repositoriesRootView)
            await Task.settle(until: { repositories.statusLabel.text?.hasPrefix("2 repositories, most stars first") == true })
            #expect(ui.navigation.topViewController?.title == "tpope's repositories")
            #expect(ui.rows(of: repositories.tableView) == ["vim-fugitive — A Git wrapper | Vim Script · ★ 21,759", "vim-surround | ★ 14,096"])

            ui.navigation.popViewController(animated: true)
            #expect(ui.navigation.topViewController?.title == "Users · MVVM")
            #expect(ui.rows(of: ui.search.tableView).count == 2, "going back shows the search as it was")
        }
        #expect(violations.isEmpty)
        #expect(await ui.directory.requests == ["tp", "tpope"])
    }

    @Test("MVVM: a failed search shows why in the status line, the table stays empty, nothing is pushed")
    func mvvmFailure() async {
        let ui = UserSearchScreenUnderTest(mvvm: Fixtures.directory())
        await ui.submit("down", until: "⚠ You are offline")
        #expect(ui.search.statusLabel.text?.hasPrefix("⚠ You are offline. The server cannot be reached.") == true)
        #expect(ui.search.tableView.numberOfRows(inSection: 0) == 0)
        #expect(ui.navigation.viewControllers.count == 1)
    }

    @Test("MVVM: the screen goes away with its navigation stream (no task keeps it)")
    func mvvmScreenIsReleased() async {
        weak var released: UserSearchViewController?
        do {
            let screen = UserSearchViewController(directory: Fixtures.directory())
            released = screen
            screen.loadViewIfNeeded()
            await Task.settle()
        }
        await Task.settle(until: { released == nil })
        #expect(released == nil)
    }

    @Test("the passive screen is generic over its presenter's inputs: a fake presenter behind the real screen gets its input events")
    func fakePresenterBehindTheRealScreen() {
        let screen = PassiveUserSearchViewController<InputRecordingPresenter>(directory: Fixtures.directory())
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        screen.rootView.searchField.text = "tp"
        screen.rootView.searchField.sendActions(for: .editingChanged)
        screen.rootView.searchField.sendActions(for: .editingDidEndOnExit)
        screen.rootView.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
        #expect(InputRecordingPresenter.made(for: screen)?.events == ["viewDidLoad", "submit tp", "select 0"])
        #expect(screen.rootView.statusLabel.text == "fake status", "the fake's output reached the screen")
    }
}

/// A user search screen of one form at the root of a navigation controller, in a simulated window.
@MainActor
private struct UserSearchScreenUnderTest {
    let directory: ScriptedUserDirectory
    let navigation: UINavigationController
    let search: UserSearchRootView
    let window = UIWindow(windowScene: UIWindowScene())

    init(_ form: MVPForm, directory: ScriptedUserDirectory) {
        self.directory = directory
        let screen = form.makeUIKitUserSearchScreen(directory: directory)
        navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        switch screen {
        case let passive as PassiveUserSearchViewController<PassiveUserSearchPresenter>: search = passive.rootView
        case let supervising as SupervisingUserSearchViewController<SupervisingUserSearchPresenter>: search = supervising.rootView
        default: search = UserSearchRootView()
        }
    }

    /// Chapter 6's user search before the router, whose view controller pushes the next screen
    /// itself.
    init(beforeTheRouter directory: ScriptedUserDirectory) {
        self.directory = directory
        let screen = SelfNavigatingUserSearchViewController(directory: directory)
        navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        search = screen.rootView
    }

    /// The MVVM chapter's user search screen.
    init(mvvm directory: ScriptedUserDirectory) {
        self.directory = directory
        let screen = UserSearchViewController(directory: directory)
        navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        search = screen.rootView
    }

    /// The root view of the repositories screen on top of the navigation, if it is one.
    var repositoriesRootView: UserRepositoriesRootView? {
        switch navigation.topViewController {
        case let passive as PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>: passive.rootView
        case let supervising as SupervisingUserRepositoriesViewController<SupervisingUserRepositoriesPresenter>: supervising.rootView
        default: nil
        }
    }

    /// Types `text` in the search field, presses Return, and waits until the status line starts
    /// with `expected` (or gives up, for the test's expectations to report).
    func submit(_ text: String, until expected: String) async {
        search.searchField.text = text
        search.searchField.sendActions(for: .editingChanged)
        search.searchField.sendActions(for: .editingDidEndOnExit)
        await Task.settle(until: { search.statusLabel.text?.hasPrefix(expected) == true })
    }

    /// What each row of `tableView` shows: "text | detail", or the text alone when the detail is
    /// hidden.
    func rows(of tableView: UITableView) -> [String] {
        (0..<tableView.numberOfRows(inSection: 0)).map { row in
            guard let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? RowCell else { return "?" }
            let text = cell.titleLabel.text ?? ""
            return cell.detailLabel.isHidden ? text : "\(text) | \(cell.detailLabel.text ?? "")"
        }
    }
}
#endif
