import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserPresentation
@testable import GitHubBrowserRedux
import GitHubBrowserTestSupport
import StrataRedux
import Testing

/// `--log-actions` then `--replay` (the book's ch.15 debugging): the actions a run recorded go
/// through the reducer again and give back the state the run ended in.
@MainActor
@Suite("Redux app: replaying an action log")
struct ActionReplayTests {
    /// A run touching every feature, with dates, saved copies, failures and a pushed detail.
    private func journey() throws -> [BrowserAction] {
        let id = RepositoryID(owner: "apple", name: "swift")
        let swift = Repository(id: id, summary: "The Swift language\nwith a second line", stars: 69_000, updatedAt: Date(timeIntervalSince1970: 1_780_000_000))
        let saved = RepositoryListing(
            repositories: [swift], nextPage: PageRequest.first(size: 1).following(), totalCount: 2,
            freshness: .saved(at: Date(timeIntervalSince1970: 1_790_000_000), because: .rateLimited(until: Date(timeIntervalSince1970: 1_800_000_000)))
        )
        let results = SearchResults(query: try SearchQuery("swift"), listing: saved)
        let account = Account(login: "octocat", name: "The Octocat", publicRepositoryCount: 8)
        return [
            .account(.sessionRead(nil)),
            .favourites(.changed([swift])),
            .search(.queryChanged("swift")), .search(.searchStarted("swift")), .search(.searchFinished(results)),
            .search(.highlighted(0)), .search(.loadMoreStarted), .search(.loadMoreFailed(.offline)),
            .navigation(.push(.repository(id), on: .search)), .detail(id, .loadStarted),
            .detail(id, .loaded(RepositoryDetail(repository: swift, isFavourite: true))),
            .navigation(.selectTab(.publicRepositories)), .publicRepositories(.loadStarted(.initial)),
            .publicRepositories(.loaded(saved, at: Date(timeIntervalSince1970: 1_795_000_000))),
            .favourites(.saveFailed(swift, .storage(detail: "disk full"))),
            .account(.signInStarted), .account(.signedIn(account)),
            .navigation(.selectTab(.account)), .navigation(.push(.userRepositories, on: .account)),
            .userRepositories(.loadStarted(.initial)), .userRepositories(.loadFailed(.rejected(status: 422, detail: "no"))),
            .search(.queryChanged("swift-nio")), .search(.searchFailed(.invalidQuery(.tooLong(length: 300, maximum: 256)), text: "x")),
        ]
    }

    /// The log a store with the recording middleware writes for `actions`, after `header`.
    private func log(of runs: [[BrowserAction]]) -> (text: String, finalState: BrowserState) {
        var lines = ["# github-browser action log (--log-actions): a store's actions and state diffs"]
        var state = BrowserState()
        for actions in runs {
            lines.append(ActionReplay.runLine)
            let store = Store(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [
                .logging(name: "app", write: { lines.append($0) }), ActionReplay.recording { lines.append($0) },
            ])
            for action in actions { store.dispatch(action) }
            state = store.state
        }
        return (lines.joined(separator: "\n") + "\n", state)
    }

    @Test("every action of a run comes back, in order, and gives the state the run ended in")
    func roundTrip() throws {
        let actions = try journey()
        let (text, finalState) = log(of: [actions])
        #expect(try ActionReplay.actions(inLog: text) == actions)
        #expect(try ActionReplay.state(replaying: text) == finalState)
        #expect(finalState.navigation.selectedTab == .account)
        #expect(finalState.account.phase.isSignedIn)
    }

    @Test("a log of several runs replays the last one, from the start state")
    func lastRun() throws {
        let first: [BrowserAction] = [.search(.queryChanged("grdb")), .navigation(.selectTab(.favourites))]
        let second: [BrowserAction] = [.search(.queryChanged("nio"))]
        let (text, finalState) = log(of: [first, second])
        #expect(try ActionReplay.actions(inLog: text) == second)
        let state = try ActionReplay.state(replaying: text)
        #expect(state == finalState)
        #expect(state.navigation.selectedTab == .search)
    }

    @Test("requests a log leaves in flight are settled as cancelled: the rows stay, nothing spins, no alert fires")
    func inFlightSettled() throws {
        let actions = try journey()
        let results = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        let id = RepositoryID(owner: "apple", name: "swift")
        let (text, _) = log(of: [actions + [
            .search(.queryChanged("swift")), .search(.searchStarted("swift")), .search(.searchFinished(results)), .search(.searchStarted("swift")),
            .detail(id, .loadStarted), .publicRepositories(.loadStarted(.refresh)), .account(.signOutStarted),
        ]])
        let state = try ActionReplay.state(replaying: text)
        #expect(state.search.request == .loaded(results))
        #expect(!state.search.isLoading)
        #expect(state.details[id]?.request.isLoading == false)
        #expect(!state.publicRepositories.request.isLoading)
        #expect(state.account.phase.isSignedIn)
        #expect(ActionReplay.cancellations(settling: state).isEmpty)
    }

    @Test("a damaged line is named, with why it cannot be read; a log with no record says so", arguments: [
        ("{\"search\":{\"queryChanged\":{\"_0\":\"swift\"}}", "line 3"),
        ("{\"teleport\":{}}", "line 3"),
        ("{\"publicRepositories\":{\"loadMoreStarted\":{}},\"search\":{}}", "line 3"),
    ])
    func damagedLine(payload: String, naming line: String) throws {
        let text = "# header\n\(ActionReplay.runLine)\n\(ActionReplay.linePrefix)\(payload)\n"
        #expect {
            _ = try ActionReplay.state(replaying: text)
        } throws: { error in
            guard let error = error as? ReplayError, case .unreadableAction = error else { return false }
            return error.description.hasPrefix(line)
        }
        #expect(throws: ReplayError.noActions) { try ActionReplay.actions(inLog: "# header\n[app] action: x\n") }
    }

    @Test("a page request a file could not have come from is refused: no page before the first")
    func invalidPageRefused() throws {
        let swift = Repository(id: RepositoryID(owner: "apple", name: "swift"), summary: nil, stars: 1)
        let listing = RepositoryListing(repositories: [swift], nextPage: PageRequest.first(size: 1).following(), totalCount: 2)
        let (text, _) = log(of: [[.publicRepositories(.loaded(listing, at: Date(timeIntervalSince1970: 0)))]])
        let damaged = text.replacingOccurrences(of: "\"number\":2", with: "\"number\":-4")
        #expect(damaged != text)
        #expect {
            _ = try ActionReplay.state(replaying: damaged)
        } throws: { error in
            (error as? ReplayError)?.description.contains("page number") == true || (error as? ReplayError)?.description.contains("-4") == true
        }
    }
}
