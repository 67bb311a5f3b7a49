import SamplePresenters
import SampleTestSupport
import StrataTesting
import Testing

/// Records what the passive user-search presenter tells its view.
@MainActor
final class PassiveUserSearchViewSpy: PassiveUserSearchView {
    private(set) var statuses: [UserSearchStatus] = []
    private(set) var rows: [[UserRow]] = []
    func showStatus(_ status: UserSearchStatus) { statuses.append(status) }
    func showUsers(_ rows: [UserRow]) { self.rows.append(rows) }
}

/// Records where either form's presenter sends the user, through its router.
@MainActor
final class SearchUserRouterSpy: SearchUserRouting {
    private(set) var opened: [String] = []
    func transitionToUserDetail(userName: String) { opened.append(userName) }
}

/// A user-search presenter of either MVP form with its test doubles, seen through what both forms
/// share: the input events, the phase, and where the view was sent.
@MainActor
private struct UserSearchPresenterUnderTest {
    let form: MVPForm
    let directory: ScriptedUserDirectory
    let submit: @MainActor (String) -> Void
    let select: @MainActor (Int) -> Void
    let phase: @MainActor () -> UserSearchPhase
    let opened: @MainActor () -> [String]
    /// The passive view's spy (`nil` for the supervising form).
    let passiveView: PassiveUserSearchViewSpy?

    init(_ form: MVPForm, directory: ScriptedUserDirectory) {
        self.form = form
        self.directory = directory
        switch form {
        case .passiveView:
            let view = PassiveUserSearchViewSpy()
            let router = SearchUserRouterSpy()
            let presenter = PassiveUserSearchPresenter(view: view, router: router, directory: directory)
            presenter.viewDidLoad()
            submit = { presenter.didSubmitQuery($0) }
            select = { presenter.didSelectUser(at: $0) }
            phase = { presenter.phase }
            opened = { router.opened }
            passiveView = view
        case .supervisingController:
            let router = SearchUserRouterSpy()
            let model = UserSearchModel()
            let presenter = SupervisingUserSearchPresenter(router: router, model: model, directory: directory)
            submit = { presenter.didSubmitQuery($0) }
            select = { presenter.didSelectUser(at: $0) }
            phase = { model.phase }
            opened = { router.opened }
            passiveView = nil
        }
    }

    /// Waits until the phase is `expected`; `false` if it never becomes so.
    func settle(at expected: UserSearchPhase) async -> Bool {
        await Task.settle(until: { phase() == expected })
    }
}

@Suite("The MVP user search's presenters, in both forms")
@MainActor
struct UserSearchPresenterTests {
    typealias Fixtures = UserSearchFixtures

    @Test("Enter searches: searching, then the users found; choosing one opens its repositories", arguments: MVPForm.allCases)
    func searchAndSelect(form: MVPForm) async {
        let directory = ScriptedUserDirectory(users: ["tp": .success([Fixtures.tpope, Fixtures.mattpocock])])
        let ui = UserSearchPresenterUnderTest(form, directory: directory)
        #expect(ui.phase() == .idle)
        ui.submit("  tp ")
        #expect(ui.phase() == .searching(query: "tp"), "the text is trimmed, and the search starts at once")
        #expect(await ui.settle(at: .found(query: "tp", users: [Fixtures.tpope, Fixtures.mattpocock])))
        #expect(await directory.requests == ["tp"])
        ui.select(1)
        #expect(ui.opened() == [Fixtures.mattpocock.login])
        ui.select(2)
        ui.select(-1)
        #expect(ui.opened() == [Fixtures.mattpocock.login], "a row that is not there opens nothing")
    }

    @Test("a search that finds nobody says so; an empty text goes back to the prompt without asking", arguments: MVPForm.allCases)
    func emptyResults(form: MVPForm) async {
        let directory = ScriptedUserDirectory()
        let ui = UserSearchPresenterUnderTest(form, directory: directory)
        ui.submit("zzzz")
        #expect(await ui.settle(at: .found(query: "zzzz", users: [])))
        #expect(UserSearchTexts.status(ui.phase()) == .message("No user matches “zzzz”."))
        ui.submit("   ")
        #expect(ui.phase() == .idle)
        #expect(await directory.requests == ["zzzz"])
    }

    @Test("a failure is shown with the directory's words, and Enter again retries", arguments: MVPForm.allCases)
    func failure(form: MVPForm) async {
        let directory = ScriptedUserDirectory(users: ["tp": .failure(Fixtures.offline)])
        let ui = UserSearchPresenterUnderTest(form, directory: directory)
        ui.submit("tp")
        #expect(await ui.settle(at: .failed(query: "tp", error: Fixtures.offline)))
        #expect(UserSearchTexts.status(ui.phase()) == .message("⚠ You are offline. The server cannot be reached."))
        ui.select(0)
        #expect(ui.opened().isEmpty, "a failed search lists nobody to open")
        await directory.answer("tp", with: .success([Fixtures.tpope]))
        ui.submit("tp")
        #expect(await ui.settle(at: .found(query: "tp", users: [Fixtures.tpope])))
    }

    @Test("a newer search wins: the stale answer of the one it replaced is dropped when it arrives", arguments: MVPForm.allCases)
    func staleAnswerDropped(form: MVPForm) async {
        let directory = ScriptedUserDirectory(users: ["slow": .success([Fixtures.octo]), "tp": .success([Fixtures.tpope])])
        await directory.hold("slow")
        let ui = UserSearchPresenterUnderTest(form, directory: directory)
        ui.submit("slow")
        while await !directory.isWaiting("slow") { await Task.yield() }
        ui.submit("tp")
        #expect(await ui.settle(at: .found(query: "tp", users: [Fixtures.tpope])))
        await directory.release("slow")
        await directory.waitUntilAnswered(2)
        await Task.settle()
        #expect(ui.phase() == .found(query: "tp", users: [Fixtures.tpope]), "the slow answer came last but is not shown")
    }

    @Test("an empty text cancels the search in flight: its answer is dropped too", arguments: MVPForm.allCases)
    func clearingCancels(form: MVPForm) async {
        let directory = ScriptedUserDirectory(users: ["slow": .success([Fixtures.octo])])
        await directory.hold("slow")
        let ui = UserSearchPresenterUnderTest(form, directory: directory)
        ui.submit("slow")
        while await !directory.isWaiting("slow") { await Task.yield() }
        ui.submit("")
        await directory.release("slow")
        await directory.waitUntilAnswered(1)
        await Task.settle()
        #expect(ui.phase() == .idle)
    }

    @Test("passive view: the presenter tells the view the status line and the rows after every change")
    func passiveFlowSynchronisation() async throws {
        let directory = ScriptedUserDirectory(users: ["tp": .success([Fixtures.tpope, Fixtures.octo])])
        let ui = UserSearchPresenterUnderTest(.passiveView, directory: directory)
        let view = try #require(ui.passiveView)
        ui.submit("tp")
        #expect(await ui.settle(at: .found(query: "tp", users: [Fixtures.tpope, Fixtures.octo])))
        #expect(view.statuses == [.prompt, .message("Searching for users matching “tp”…"), .found(summary: "2 users match “tp”")])
        #expect(view.rows.map { $0.map(\.login) } == [[], [], ["tpope", "octo"]])
        #expect(view.rows.last?.map(\.detail) == ["2 repositories", "organisation"])
    }
}
