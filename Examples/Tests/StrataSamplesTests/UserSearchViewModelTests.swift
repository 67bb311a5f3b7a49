import SamplePresenters
import SampleTestSupport
import StrataTesting
import Testing

/// The MVVM user search's view model (chapter 7), driven through its inputs and read through its
/// outputs: the state it exposes and the navigation it emits.
@Suite("The MVVM user search's view model")
@MainActor
struct UserSearchViewModelTests {
    typealias Fixtures = UserSearchFixtures

    @Test("typing only remembers the text; the search button searches it, and the rows and status follow")
    func search() async {
        let directory = Fixtures.directory()
        let viewModel = UserSearchViewModel(directory: directory)
        #expect(viewModel.status == .prompt)
        viewModel.queryChanged("t")
        viewModel.queryChanged(" tp ")
        #expect(viewModel.phase == .idle && viewModel.query == " tp ", "no search before the button")
        #expect(await directory.requests.isEmpty)

        viewModel.searchButtonClicked()
        #expect(viewModel.phase == .searching(query: "tp") && viewModel.isLoading)
        #expect(await Task.settle(until: { viewModel.phase == .found(query: "tp", users: [Fixtures.tpope, Fixtures.mattpocock]) }))
        #expect(!viewModel.isLoading && viewModel.error == nil)
        #expect(viewModel.rows == [UserRow(Fixtures.tpope), UserRow(Fixtures.mattpocock)])
        #expect(viewModel.status == .found(summary: "2 users match “tp”"))
        #expect(await directory.requests == ["tp"], "the trimmed text, once")
    }

    @Test("a failed search is an error output, and no rows")
    func failure() async {
        let viewModel = UserSearchViewModel(directory: Fixtures.directory())
        viewModel.queryChanged("down")
        viewModel.searchButtonClicked()
        #expect(await Task.settle(until: { viewModel.error != nil }))
        #expect(viewModel.error == Fixtures.offline)
        #expect(viewModel.rows.isEmpty && !viewModel.isLoading)
        #expect(viewModel.status == .message("⚠ You are offline. The server cannot be reached."))
    }

    @Test("an empty search goes back to the prompt and drops the answer in flight")
    func emptySearch() async {
        let directory = Fixtures.directory()
        await directory.hold("tp")
        let viewModel = UserSearchViewModel(directory: directory)
        viewModel.queryChanged("tp")
        viewModel.searchButtonClicked()
        while await !directory.isWaiting("tp") { await Task.yield() }
        viewModel.queryChanged("  ")
        viewModel.searchButtonClicked()
        #expect(viewModel.phase == .idle)
        await directory.release("tp")
        await directory.waitUntilAnswered(1)
        await Task.settle()
        #expect(viewModel.phase == .idle, "the stale answer is dropped")
    }

    @Test("choosing a row emits that user's login on the navigation stream; nothing is emitted before, nor for a stale row")
    func navigation() async {
        let viewModel = UserSearchViewModel(directory: Fixtures.directory())
        var transitions = viewModel.transitionToUserDetail.makeAsyncIterator()
        viewModel.itemSelected(at: 0)  // nothing listed yet: a stale row
        viewModel.queryChanged("tp")
        viewModel.searchButtonClicked()
        viewModel.itemSelected(at: 0)  // still searching: nothing listed yet
        #expect(await Task.settle(until: { viewModel.rows.count == 2 }))
        viewModel.itemSelected(at: 5)  // past the end
        viewModel.itemSelected(at: 1)
        viewModel.itemSelected(at: 0)
        #expect(await transitions.next() == "mattpocock", "the first login emitted is the first row chosen; nothing came before it")
        #expect(await transitions.next() == "tpope")
    }

    @Test("the navigation stream finishes when the view model goes away")
    func streamFinishes() async {
        var viewModel: UserSearchViewModel? = UserSearchViewModel(directory: Fixtures.directory())
        let transitions = viewModel?.transitionToUserDetail
        viewModel = nil
        var iterator = transitions?.makeAsyncIterator()
        #expect(await iterator?.next() == nil)
    }
}
