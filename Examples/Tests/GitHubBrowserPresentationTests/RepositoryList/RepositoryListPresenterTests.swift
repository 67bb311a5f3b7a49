import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert
import StrataTesting
import Testing

@MainActor
@Suite("Public tab presenter")
struct PublicRepositoriesPresenterTests {
    typealias Fixtures = RepositoryListFixtures
    typealias Presenter = RepositoryListPresenter

    let first = ScriptedResponses<RepositoryListing>()
    let next = ScriptedResponses<RepositoryListing>()
    let clock = ManualClock()
    let output = RepositoryListOutputRecorder()
    let transitioner = RecordingTransitioner<String>(root: "public")

    func makePresenter(signIn: Bool = true) -> Presenter {
        let clock = clock
        let dependencies = RepositoryListDependencies(
            listRepositories: Fixtures.pages(first: first, next: next),
            now: { clock.now },
            reloadInterval: 300,
            timeZone: TimeZone(identifier: "UTC") ?? .current
        )
        return Presenter(output: output, router: makeRouter(transitioner, signIn: signIn), dependencies: dependencies)
    }

    /// Starts the first load and lets it finish with `listing`.
    func loaded(_ listing: RepositoryListing, signIn: Bool = true) async -> Presenter {
        let presenter = makePresenter(signIn: signIn)
        presenter.viewWillAppear()
        await first.respond(.success(listing))
        await presenter.lastEffect?.value
        output.clear()
        return presenter
    }

    @Test("the presenter shows the full-screen spinner at once, then the list after the first load")
    func firstLoad() async {
        let presenter = makePresenter()
        #expect(output.calls == [.fullScreenLoading, .refreshing(false)])
        output.clear()
        presenter.viewWillAppear()
        await first.respond(.success(Fixtures.listing(2, more: true)))
        await presenter.lastEffect?.value
        #expect(output.calls == [.rows(["octo/repo-0", "octo/repo-1", "show more (2)"])])
    }

    @Test("a refresh keeps the list, turns the small indicator on, then off")
    func refresh() async {
        let presenter = await loaded(Fixtures.listing(2, more: false))
        presenter.didRequestRefresh()
        await Task.settle()
        #expect(output.calls == [.refreshing(true)])
        await first.respond(.success(Fixtures.listing(3, more: false)))
        await presenter.lastEffect?.value
        #expect(output.calls == [
            .refreshing(true),
            .rows(["octo/repo-0", "octo/repo-1", "octo/repo-2", "end (3)"]),
            .refreshing(false),
        ])
    }

    @Test("revisiting reloads by itself only once the list is older than the interval")
    func implicitReload() async {
        let presenter = await loaded(Fixtures.listing(2, more: false))
        clock.advance(by: 299)
        presenter.viewWillAppear()
        await Task.settle()
        #expect(await first.callCount == 1)
        clock.advance(by: 2)
        presenter.viewWillAppear()
        await first.respond(.success(Fixtures.listing(2, more: false)))
        await presenter.lastEffect?.value
        #expect(await first.callCount == 2)
        #expect(output.calls.isEmpty, "an implicit reload shows nothing while loading")
    }

    @Test("a failed implicit reload keeps the list with a notice as its first row and raises no alert")
    func implicitReloadFailure() async {
        let presenter = await loaded(Fixtures.listing(2, more: false))
        clock.advance(by: 600)
        presenter.viewWillAppear()
        await first.respond(.failure(.offline))
        await presenter.lastEffect?.value
        #expect(output.calls == [.rows(["notice: Not updated: you are offline.", "octo/repo-0", "octo/repo-1", "end (2)"])])
    }

    @Test("an empty answer shows the empty state")
    func empty() async {
        let presenter = makePresenter()
        output.clear()
        presenter.viewWillAppear()
        await first.respond(.success(Fixtures.listing(0, more: false)))
        await presenter.lastEffect?.value
        #expect(output.calls == [.emptyList])
    }

    @Test("a failed first load shows the failure screen and an alert with retry, sign in and close")
    func failure() async throws {
        let presenter = makePresenter()
        output.clear()
        presenter.viewWillAppear()
        await first.respond(.failure(.rateLimited(until: Fixtures.start)))
        await presenter.lastEffect?.value
        let error = AppError.rateLimited(until: Fixtures.start)
        let message = error.message(timeZone: TimeZone(identifier: "UTC") ?? .current)
        #expect(output.calls == [
            .loadFailure(title: "Rate limited", message: message),
            .fetchError(AlertStrategy(title: "Rate limited", message: message, actions: [.retry, .signIn, .cancel])),
        ])
        presenter.didChooseFetchErrorAction(.signIn)
        #expect(transitioner.transitions == [.present("sign-in", animated: true)])
    }

    @Test("a server error looks different from other failures, and Retry loads again")
    func serverError() async {
        let presenter = makePresenter()
        output.clear()
        presenter.viewWillAppear()
        await first.respond(.failure(.server(status: 503)))
        await presenter.lastEffect?.value
        let message = AppError.server(status: 503).message()
        #expect(output.calls.first == .serverError(status: 503, message: message))
        output.clear()
        presenter.didChooseFetchErrorAction(.retry)
        await first.respond(.success(Fixtures.listing(1, more: false)))
        await presenter.lastEffect?.value
        #expect(output.calls == [
            .fullScreenLoading, .rows(["octo/repo-0", "end (1)"]),
        ])
    }

    @Test("without a sign-in screen, an unauthorized failure offers only Close")
    func noSignInScreen() async {
        let presenter = makePresenter(signIn: false)
        output.clear()
        presenter.viewWillAppear()
        await first.respond(.failure(.unauthorized))
        await presenter.lastEffect?.value
        guard case let .fetchError(strategy) = output.calls.last else {
            Issue.record("No alert: \(output.calls)")
            return
        }
        #expect(strategy.actions == [.cancel])
    }

    @Test("a one-row page loads nothing by itself: \"Show more\" under it is the row to reach")
    func oneRowPage() async {
        let presenter = await loaded(Fixtures.listing(1, more: true))
        #expect(output.calls.isEmpty || output.calls.last == .rows(["octo/repo-0", "show more (1)"]))
        presenter.didHighlightRow(at: 0)
        await Task.settle()
        #expect(await next.callCount == 0)
        presenter.didHighlightRow(at: 1)
        await next.respond(.success(Fixtures.listing(3, more: true)))
        await presenter.lastEffect?.value
        #expect(output.calls.last == .rows(["octo/repo-0", "octo/repo-1", "octo/repo-2", "show more (3)"]))
        #expect(await next.callCount == 1)
    }

    @Test("reaching \"Show more\" loads more; a failed page is the last row, which does not ask again when reached but does when chosen")
    func loadMore() async {
        let presenter = await loaded(Fixtures.listing(3, more: true))
        presenter.didHighlightRow(at: 2)
        await Task.settle()
        #expect(await next.callCount == 0, "the last repository is not \"Show more\"")
        presenter.didHighlightRow(at: 3)
        await Task.settle()
        #expect(output.calls == [.rows(["octo/repo-0", "octo/repo-1", "octo/repo-2", "loading more (3)"])])
        await next.respond(.failure(.timedOut))
        await presenter.lastEffect?.value
        let failed = "failed: " + AppError.timedOut.reason + " [retry]"
        #expect(output.calls.last == .rows(["octo/repo-0", "octo/repo-1", "octo/repo-2", failed]))
        #expect(!output.calls.contains { if case .fetchError = $0 { true } else { false } }, "the row says it: no alert")
        output.clear()
        presenter.didHighlightRow(at: 3)
        await Task.settle()
        #expect(await next.callCount == 1, "reaching the failed page's row does not ask again")
        presenter.didRequestMore()
        await next.respond(.success(Fixtures.listing(5, more: false)))
        await presenter.lastEffect?.value
        #expect(output.calls.last == .rows(["octo/repo-0", "octo/repo-1", "octo/repo-2", "octo/repo-3", "octo/repo-4", "end (5)"]))
        #expect(await next.callCount == 2)
    }

    @Test("with a notice as the first row, \"Show more\" is still the row that loads")
    func reachingTheEndUnderANotice() async {
        let presenter = await loaded(Fixtures.listing(3, more: true))
        clock.advance(by: 600)
        presenter.viewWillAppear()
        await first.respond(.failure(.offline))
        await presenter.lastEffect?.value
        #expect(output.calls.last == .rows(["notice: Not updated: you are offline.", "octo/repo-0", "octo/repo-1", "octo/repo-2", "show more (3)"]))
        presenter.didHighlightRow(at: 3)
        await Task.settle()
        #expect(await next.callCount == 0, "row 3 is the last repository under the notice")
        presenter.didHighlightRow(at: 4)
        await Task.settle()
        #expect(await next.callCount == 1)
    }

    @Test("opening a repository pushes the screen the app builds for it")
    func openRepository() async {
        let presenter = await loaded(Fixtures.listing(3, more: false))
        presenter.didSelectRepository(RepositoryID(owner: "OCTO", name: "repo-1"))
        presenter.didSelectRepository(RepositoryID(owner: "octo", name: "missing"))
        #expect(transitioner.transitions == [.push("detail:octo/repo-1", animated: true)])
    }

    @Test("Ctrl-O on a saved copy of the list says why, with Retry; on a live list it does nothing")
    func savedCopyReason() async throws {
        let live = await loaded(Fixtures.listing(2, more: false))
        live.didRequestSavedCopyReason()
        #expect(output.calls.isEmpty, "a live list has nothing to explain")

        let listing = Fixtures.listing(2, more: false)
        let saved = RepositoryListing(repositories: listing.repositories, nextPage: nil, totalCount: nil,
                                      freshness: .saved(at: nil, because: .offline(detail: "connection refused")))
        let presenter = await loaded(saved)
        presenter.didRequestSavedCopyReason()
        let alert = try #require(output.calls.compactMap { call -> AlertStrategy<FetchRepositoryListErrorAction>? in
            if case let .fetchError(strategy) = call { return strategy }
            return nil
        }.last)
        #expect(alert.title == "Showing saved results")
        #expect(alert.message == "GitHub could not be reached (connection refused). These results come from the catalog shipped with the app, not from GitHub.")
        #expect(alert.actions == [.retry, .cancel])
    }

    @Test("becoming active again reloads by itself only once the list is older than a minute, and shows nothing while it loads")
    func reloadWhenActive() async {
        let presenter = await loaded(Fixtures.listing(2, more: false))
        clock.advance(by: 60)
        presenter.didBecomeActive()
        await Task.settle()
        #expect(!presenter.state.request.isLoading)
        #expect(await first.callCount == 1)
        clock.advance(by: 1)
        presenter.didBecomeActive()
        await first.respond(.success(Fixtures.listing(3, more: false)))
        await presenter.lastEffect?.value
        #expect(await first.callCount == 2)
        #expect(output.calls == [.rows(["octo/repo-0", "octo/repo-1", "octo/repo-2", "end (3)"])])
    }

    @Test("over a source that never changes (no active-reload interval), becoming active reloads nothing")
    func noReloadWhenActiveOverTheOfflineCatalog() async {
        let clock = clock
        let presenter = Presenter(output: output, router: makeRouter(transitioner, signIn: true), dependencies: RepositoryListDependencies(
            listRepositories: Fixtures.pages(first: first, next: next), now: { clock.now }, activeReloadInterval: nil
        ))
        presenter.viewWillAppear()
        await first.respond(.success(Fixtures.listing(2, more: false)))
        await presenter.lastEffect?.value
        clock.advance(by: 3_600)
        presenter.didBecomeActive()
        await Task.settle()
        #expect(!presenter.state.request.isLoading)
        #expect(await first.callCount == 1)
    }
}
