import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTesting
import Testing

@MainActor
@Suite("Sign-out resets what belonged to the user")
struct SessionChangesTests {
    private final class Observer {
        var resets = 0
    }

    @Test("observers hear each sign-out in the order they were added; one that is gone is skipped and forgotten")
    func observers() {
        let changes = SessionChanges()
        var log: [String] = []
        let first = Observer()
        var second: Observer? = Observer()
        changes.observeSignOut(first) { observer in observer.resets += 1; log.append("first") }
        changes.observeSignOut(second!) { _ in log.append("second") }
        changes.signedOut()
        #expect(log == ["first", "second"])
        second = nil
        changes.signedOut()
        #expect(log == ["first", "second", "first"])
        #expect(first.resets == 2)
        #expect(changes.observerCount == 1)
    }

    @Test("after a sign-out the Search presenter forgets its results and query, and its favourite marks stay")
    func searchForgets() async throws {
        let changes = SessionChanges()
        let output = SearchOutputsSpy()
        let favourites = InMemoryFavourites([SampleRepositories.nio])
        let useCases = BrowserUseCases(catalog: InMemoryCatalog(), favourites: favourites)
        let presenter = SearchPresenter(
            output: output, router: makeRouter(makeTransitioner()),
            dependencies: SearchDependencies(
                searchRepositories: useCases.searchRepositories,
                observeFavourites: useCases.observeFavourites,
                toggleFavourite: useCases.toggleFavourite,
                debounce: .zero,
                sessionChanges: changes
            )
        )
        presenter.viewDidLoad()
        presenter.didSubmitQuery("swift")
        await presenter.fetchTask?.value
        #expect(!output.rows.isEmpty)
        changes.signedOut()
        #expect(output.rows.isEmpty)
        #expect(output.query == "")
        #expect(output.status == SearchStatusText.prompt)
        #expect(presenter.results == nil)
        #expect(try await favourites.all().map(\.id) == [SampleRepositories.nio.id], "local favourites stay")
    }

    @Test("after a sign-out the Public tab starts afresh: its state is reset, and the next appearance loads again")
    func publicTabStartsAfresh() async {
        let changes = SessionChanges()
        let first = ScriptedResponses<RepositoryListing>()
        let dependencies = RepositoryListDependencies(
            listRepositories: RepositoryListFixtures.pages(first: first, next: ScriptedResponses()),
            now: { Date(timeIntervalSince1970: 0) },
            sessionChanges: changes
        )
        let presenter = RepositoryListPresenter(output: RepositoryListOutputRecorder(), router: makeRouter(makeTransitioner()), dependencies: dependencies)
        presenter.viewWillAppear()
        await first.respond(.success(RepositoryListFixtures.listing(3, more: false)))
        await presenter.lastEffect?.value
        #expect(presenter.state.repositories.count == 3)
        changes.signedOut()
        #expect(presenter.state == RepositoryListState())
        presenter.viewWillAppear()
        await first.respond(.success(RepositoryListFixtures.listing(1, more: false)))
        await presenter.lastEffect?.value
        #expect(presenter.state.repositories.count == 1)
        #expect(await first.callCount == 2)
    }

    @Test("a page that arrives after the sign-out reset is dropped")
    func lateAnswerDropped() {
        var state = RepositoryListState()
        RepositoryListReducer.reduce(&state, .loadStarted(.initial))
        RepositoryListReducer.reduce(&state, .signedOut)
        RepositoryListReducer.reduce(&state, .loaded(RepositoryListFixtures.listing(2, more: false), at: Date()))
        #expect(state == RepositoryListState())
    }
}
