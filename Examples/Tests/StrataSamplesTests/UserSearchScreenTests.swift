import SamplePresenters
import SampleTestSupport
import SampleScreens
import StrataTerminal
import StrataTesting
import Testing

/// The MVP user search's screens, in both forms, on a headless terminal: the real view controllers
/// over a scripted directory.
@Suite("MVP user search sample on a headless terminal")
@MainActor
struct UserSearchScreenTests {
    typealias Fixtures = UserSearchFixtures


    @Test("search, open a user's repositories, and go back", arguments: MVPForm.allCases)
    func journey(form: MVPForm) async {
        let ui = UserSearchScreenUnderTest(form, directory: Fixtures.directory())
        let prompt = await ui.screen()
        GoldenSnapshot.assertMatches(prompt, named: "users-\(form)-prompt")
        #expect(prompt.contains("Users · MVP, \(form.name)"))
        #expect(ui.search.searchField.isFocused)

        let found = await ui.screen(typing: "tp", then: [.enter], until: "2 users match")
        GoldenSnapshot.assertMatches(found, named: "users-\(form)-found")
        #expect(found.contains("tpope") && found.contains("2 repositories") && found.contains("mattpocock") && found.contains("user · 1 repository"))

        let repositories = await ui.screen(after: [.down, .enter], until: "2 repositories, most stars first")
        GoldenSnapshot.assertMatches(repositories, named: "users-\(form)-repositories")
        #expect(repositories.contains("tpope's repositories"))
        #expect(repositories.contains("vim-fugitive — A Git wrapper") && repositories.contains("Vim Script · ★ 21,759"))

        let back = await ui.screen(after: [.escape], until: "2 users match")
        #expect(back.contains("mattpocock"), "going back shows the search as it was")
        #expect(!back.contains("vim-fugitive"))
    }

    @Test("a failed search shows why in the status line, and the list stays empty", arguments: MVPForm.allCases)
    func failure(form: MVPForm) async {
        let ui = UserSearchScreenUnderTest(form, directory: Fixtures.directory())
        await ui.screen()
        let failed = await ui.screen(typing: "down", then: [.enter], until: "You are offline")
        GoldenSnapshot.assertMatches(failed, named: "users-\(form)-failed")
        #expect(failed.contains("⚠ You are offline. The server cannot be reached."))
        #expect(ui.search.listView.numberOfRows == 0)
    }

    @Test("the two MVP forms, chapter 6's step before the router and MVVM draw the same screens; only the title says which is which")
    func sameScreens() async {
        var journeys: [[String]] = []
        let screens = MVPForm.allCases.map { UserSearchScreenUnderTest($0, directory: Fixtures.directory()) }
            + [UserSearchScreenUnderTest(beforeTheRouter: Fixtures.directory()), UserSearchScreenUnderTest(mvvm: Fixtures.directory())]
        for ui in screens {
            var screens = [await ui.screen()]
            screens.append(await ui.screen(typing: "tp", then: [.enter], until: "2 users match"))
            screens.append(await ui.screen(after: [.down, .enter], until: "2 repositories, most stars first"))
            journeys.append(screens.map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n") })
        }
        #expect(journeys.count == 4 && Set(journeys).count == 1)
    }

    @Test("chapter 6 before the router: search, open a user's repositories (the view controller pushes them itself), and go back")
    func beforeTheRouterJourney() async {
        let ui = UserSearchScreenUnderTest(beforeTheRouter: Fixtures.directory())
        let prompt = await ui.screen()
        #expect(prompt.contains("Users · MVP, before the router"))
        #expect(ui.search.searchField.isFocused)

        let found = await ui.screen(typing: "tp", then: [.enter], until: "2 users match")
        #expect(found.contains("tpope") && found.contains("mattpocock"))
        #expect(ui.navigation?.viewControllers.count == 1, "nothing is pushed before a user is opened")

        let repositories = await ui.screen(after: [.down, .enter], until: "2 repositories, most stars first")
        #expect(repositories.contains("tpope's repositories"))
        #expect(ui.navigation?.viewControllers.count == 2, "the search's view controller pushed the user's repositories")
        #expect(ui.navigation?.topViewController is PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>)

        let back = await ui.screen(after: [.escape], until: "2 users match")
        #expect(back.contains("Users · MVP, before the router") && back.contains("mattpocock"), "going back shows the search as it was")
        #expect(!back.contains("vim-fugitive"))
    }

    @Test("MVVM: search, open a user's repositories (the view model emits it, its router pushes it), and go back")
    func mvvmJourney() async {
        let ui = UserSearchScreenUnderTest(mvvm: Fixtures.directory())
        let prompt = await ui.screen()
        GoldenSnapshot.assertMatches(prompt, named: "users-mvvm-prompt")
        #expect(prompt.contains("Users · MVVM"))

        let found = await ui.screen(typing: "tp", then: [.enter], until: "2 users match")
        GoldenSnapshot.assertMatches(found, named: "users-mvvm-found")

        let repositories = await ui.screen(after: [.down, .down, .enter], until: "has no public repositories")
        GoldenSnapshot.assertMatches(repositories, named: "users-mvvm-repositories")
        #expect(repositories.contains("mattpocock's repositories"), "the second row's user was opened")

        let back = await ui.screen(after: [.escape], until: "2 users match")
        #expect(back.contains("tpope") && back.contains("mattpocock"), "going back shows the search as it was")
    }

    @Test("MVVM: a failed search shows why in the status line, the list stays empty, and nothing is opened")
    func mvvmFailure() async {
        let ui = UserSearchScreenUnderTest(mvvm: Fixtures.directory())
        await ui.screen()
        let failed = await ui.screen(typing: "down", then: [.enter, .down, .enter], until: "You are offline")
        #expect(failed.contains("⚠ You are offline. The server cannot be reached."))
        #expect(ui.search.listView.numberOfRows == 0)
        #expect(failed.contains("Users · MVVM"), "still on the search")
    }

    @Test("the passive screen is generic over its presenter's inputs: a fake presenter behind the real screen gets its input events")
    func fakePresenterBehindTheRealScreen() async {
        let screen = PassiveUserSearchViewController<InputRecordingPresenter>(directory: Fixtures.directory())
        let harness = SampleHarness(screen, columns: 72, rows: 12)
        _ = await harness.settledScreen(typing: "tp")
        _ = harness.screen(after: .enter)
        #expect(InputRecordingPresenter.made(for: screen)?.events == ["viewDidLoad", "submit tp"])
        #expect(harness.terminal.plainText.contains("fake status"), "the fake's output reached the screen")
    }
}

/// A user search screen of one form inside a navigation controller, on a headless terminal.
@MainActor
private struct UserSearchScreenUnderTest {
    let harness: SampleHarness
    let search: UserSearchRootView

    /// The navigation controller the screen is the root of.
    var navigation: NavigationController? { harness.app.root as? NavigationController }

    init(_ form: MVPForm, directory: ScriptedUserDirectory) {
        let screen = form.makeUserSearchScreen(directory: directory)
        switch screen {
        case let passive as PassiveUserSearchViewController<PassiveUserSearchPresenter>: search = passive.rootView
        case let supervising as SupervisingUserSearchViewController<SupervisingUserSearchPresenter>: search = supervising.rootView
        default: search = UserSearchRootView()
        }
        harness = SampleHarness(screen, columns: 72, rows: 12)
    }

    /// Chapter 6's user search before the router, whose view controller pushes the next screen
    /// itself.
    init(beforeTheRouter directory: ScriptedUserDirectory) {
        let screen = SelfNavigatingUserSearchViewController(directory: directory)
        search = screen.rootView
        harness = SampleHarness(screen, columns: 72, rows: 12)
    }

    /// The MVVM chapter's user search screen.
    init(mvvm directory: ScriptedUserDirectory) {
        let screen = UserSearchViewController(directory: directory)
        search = screen.rootView
        harness = SampleHarness(screen, columns: 72, rows: 12)
    }

    /// Types `text`, sends `keys`, and returns the screen once it shows `text` (or, if it never
    /// does, as it is, for the test's expectations to report).
    @discardableResult
    func screen(typing text: String = "", then keys: [Key] = [], until expected: String? = nil) async -> String {
        if !text.isEmpty { harness.app.type(text) }
        return await screen(after: keys, until: expected)
    }

    /// Sends `keys` and returns the screen once it shows `expected`.
    @discardableResult
    func screen(after keys: [Key], until expected: String? = nil) async -> String {
        harness.app.send(keys)
        await Task.settle()
        if let expected {
            await Task.settle(until: {
                harness.app.renderNow()
                return harness.terminal.plainText.contains(expected)
            })
        }
        harness.app.renderNow()
        return harness.terminal.plainText
    }
}
