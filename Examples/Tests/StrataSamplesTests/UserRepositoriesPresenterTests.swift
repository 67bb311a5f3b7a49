import SamplePresenters
import SampleTestSupport
import StrataTesting
import Testing

/// Records what the passive presenter of a user's repositories tells its view.
@MainActor
final class PassiveUserRepositoriesViewSpy: PassiveUserRepositoriesView {
    private(set) var titles: [String] = []
    private(set) var statuses: [UserRepositoriesStatus] = []
    private(set) var rows: [[UserRepositoryRow]] = []
    func showTitle(_ text: String) { titles.append(text) }
    func showStatus(_ status: UserRepositoriesStatus) { statuses.append(status) }
    func showRepositories(_ rows: [UserRepositoryRow]) { self.rows.append(rows) }
}

/// A presenter of a user's repositories, of either MVP form, seen through what both share.
@MainActor
private struct UserRepositoriesPresenterUnderTest {
    let load: @MainActor () -> Void
    let reload: @MainActor () -> Void
    let phase: @MainActor () -> UserRepositoriesPhase
    let passiveView: PassiveUserRepositoriesViewSpy?

    init(_ form: MVPForm, user: GitHubUser, directory: ScriptedUserDirectory) {
        switch form {
        case .passiveView:
            let view = PassiveUserRepositoriesViewSpy()
            let presenter = PassiveUserRepositoriesPresenter(user: user, view: view, directory: directory)
            load = { presenter.viewDidLoad() }
            reload = { presenter.didRequestReload() }
            phase = { presenter.phase }
            passiveView = view
        case .supervisingController:
            let model = UserRepositoriesModel(user: user)
            let presenter = SupervisingUserRepositoriesPresenter(model: model, directory: directory)
            load = { presenter.viewDidLoad() }
            reload = { presenter.didRequestReload() }
            phase = { model.phase }
            passiveView = nil
        }
    }

    func settle(at expected: UserRepositoriesPhase) async -> Bool {
        await Task.settle(until: { phase() == expected })
    }
}

@Suite("The MVP user search's repository presenters, in both forms")
@MainActor
struct UserRepositoriesPresenterTests {
    typealias Fixtures = UserSearchFixtures

    @Test("loading the screen lists the user's repositories as the directory gives them", arguments: MVPForm.allCases)
    func lists(form: MVPForm) async {
        let directory = ScriptedUserDirectory(repositories: ["tpope": .success([Fixtures.fugitive, Fixtures.surround])])
        let ui = UserRepositoriesPresenterUnderTest(form, user: Fixtures.tpope, directory: directory)
        #expect(ui.phase() == .loading)
        ui.load()
        #expect(await ui.settle(at: .listed([Fixtures.fugitive, Fixtures.surround])))
        #expect(await directory.requests == ["tpope"])
        #expect(UserRepositoriesTexts.status(ui.phase(), of: Fixtures.tpope) == .listed(summary: "2 repositories, most stars first."))
    }

    @Test("a user without repositories, and a failure that r retries", arguments: MVPForm.allCases)
    func emptyAndFailure(form: MVPForm) async {
        let directory = ScriptedUserDirectory(repositories: ["octo": .failure(Fixtures.offline)])
        let ui = UserRepositoriesPresenterUnderTest(form, user: Fixtures.octo, directory: directory)
        ui.load()
        #expect(await ui.settle(at: .failed(Fixtures.offline)))
        #expect(UserRepositoriesTexts.status(ui.phase(), of: Fixtures.octo) == .failed(reason: "⚠ You are offline. The server cannot be reached."))
        await directory.answer(repositoriesOf: "octo", with: .success([]))
        ui.reload()
        #expect(ui.phase() == .loading)
        #expect(await ui.settle(at: .listed([])))
        #expect(UserRepositoriesTexts.status(ui.phase(), of: Fixtures.octo) == .message("octo has no public repositories."))
    }

    @Test("a reload replaces the load in flight: the stale answer is dropped", arguments: MVPForm.allCases)
    func staleAnswerDropped(form: MVPForm) async {
        let directory = ScriptedUserDirectory(repositories: ["tpope": .success([Fixtures.surround])])
        await directory.hold("tpope")
        let ui = UserRepositoriesPresenterUnderTest(form, user: Fixtures.tpope, directory: directory)
        ui.load()
        while await !directory.isWaiting("tpope") { await Task.yield() }
        // The first load waits with its answer; the reload gets a newer one at once.
        await directory.answer(repositoriesOf: "tpope", with: .success([Fixtures.fugitive]))
        await directory.stopHolding("tpope")
        ui.reload()
        #expect(await ui.settle(at: .listed([Fixtures.fugitive])))
        await directory.release("tpope")
        await directory.waitUntilAnswered(2)
        await Task.settle()
        #expect(ui.phase() == .listed([Fixtures.fugitive]), "the first load's answer came last but is not shown")
    }

    @Test("passive view: the presenter tells the view the title, then the status line and rows at each step")
    func passiveFlowSynchronisation() async throws {
        let directory = ScriptedUserDirectory(repositories: ["tpope": .success([Fixtures.fugitive, Fixtures.surround])])
        let ui = UserRepositoriesPresenterUnderTest(.passiveView, user: Fixtures.tpope, directory: directory)
        let view = try #require(ui.passiveView)
        ui.load()
        #expect(await ui.settle(at: .listed([Fixtures.fugitive, Fixtures.surround])))
        #expect(view.titles == ["tpope's repositories"])
        #expect(view.statuses == [.message("Loading tpope's repositories…"), .listed(summary: "2 repositories, most stars first.")])
        #expect(view.rows.last?.map(\.text) == ["vim-fugitive — A Git wrapper", "vim-surround"])
        #expect(view.rows.last?.map(\.detail) == ["Vim Script · ★ 21,759", "★ 14,096"])
    }
}
