import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
@testable import GitHubBrowserRedux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
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
            lines.append(ActionReplay.runLine())
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
        let text = "# header\n\(ActionReplay.runLine())\n\(ActionReplay.linePrefix)\(payload)\n"
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

    // MARK: - Forged logs (issue 37)

    /// A log whose last run is `lines`, each a replay line's JSON, after the header and a run line.
    private func forged(_ lines: [String]) -> String {
        (["# header", ActionReplay.runLine()] + lines.map { ActionReplay.linePrefix + $0 }).joined(separator: "\n") + "\n"
    }

    /// `action` as a replay line's JSON.
    private func json(_ action: BrowserAction) throws -> String {
        String(decoding: try JSONEncoder().encode(action), as: UTF8.self)
    }

    /// Whether replaying `text` fails naming `line` and saying `words`.
    private func refuses(_ text: String, line: Int, saying words: String) -> Bool {
        do {
            _ = try ActionReplay.replay(text)
            return false
        } catch {
            return error.description.hasPrefix("line \(line) ") && error.description.contains(words)
        }
    }

    @Test("a page number of 2^62 or Int.max is refused where it is decoded: load more never computes its offset (it crashed)",
          arguments: [1 << 62, Int.max])
    func forgedPageNumberRefused(number: Int) throws {
        let swift = Repository(id: RepositoryID(owner: "apple", name: "swift"), stars: 1)
        let results = SearchResults(query: try SearchQuery("swift"), listing: RepositoryListing(repositories: [swift], nextPage: PageRequest.first(size: 1).following(), totalCount: 2))
        let (text, _) = log(of: [[.search(.queryChanged("swift")), .search(.searchStarted("swift")), .search(.searchFinished(results))]])
        let damaged = text.replacingOccurrences(of: "\"number\":2", with: "\"number\":\(number)")
        #expect(damaged != text)
        let lines = damaged.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasPrefix(ActionReplay.linePrefix) && $0.contains("\"number\":\(number)") }) + 1
        #expect(refuses(damaged, line: line, saying: "Page numbers go up to"))
    }

    @Test("a query longer than the search field holds is refused with its line, and a line of megabytes before it is decoded")
    func hugeQueryRefused() throws {
        let long = String(repeating: "q", count: SearchState.maximumQueryLength + 1)
        #expect(try refuses(forged([json(.search(.queryChanged(long)))]), line: 3, saying: "a query of \(long.count) characters"))
        // 5 MiB: refused by its length, before JSON decoding (a 60 MB line took 80 s and 1.2 GB).
        let huge = String(repeating: "q", count: 5 * 1024 * 1024)
        #expect(try refuses(forged([json(.search(.queryChanged(huge)))]), line: 3, saying: "bytes long"))
        // The longest query the field holds still replays.
        let longest = String(repeating: "q", count: SearchState.maximumQueryLength)
        #expect(try ActionReplay.state(replaying: forged([json(.search(.queryChanged(longest)))])).search.query == longest)
    }

    @Test("a highlighted row past the list is refused")
    func highlightPastTheListRefused() throws {
        #expect(try refuses(forged([json(.search(.highlighted(1 << 62)))]), line: 3, saying: "row 4611686018427387904"))
        #expect(try refuses(forged([json(.search(.highlighted(-1)))]), line: 3, saying: "row -1"))
    }

    @Test("pushes past a tab's depth are refused at the first one too many: 100,000 pushes cost no more than 17 (start-up was quadratic)")
    func deepStackRefused() throws {
        let push = try json(.navigation(.push(.userRepositories, on: .account)))
        let text = forged(Array(repeating: push, count: 100_000))
        #expect(refuses(text, line: 3 + NavigationState.maximumDepth, saying: "more than the \(NavigationState.maximumDepth) a tab holds"))
        let deepest = try ActionReplay.state(replaying: forged(Array(repeating: push, count: NavigationState.maximumDepth)))
        #expect(deepest.navigation.stack(of: .account).count == NavigationState.maximumDepth)
    }

    @Test("a failure as a thunk dispatches it is refused (no log records one), and one nested 100,000 deep is refused without a crash")
    func wrappedFailureRefused() throws {
        let failed = BrowserAction.failed(.search(.searchFailed(.offline, text: "swift")))
        #expect(refuses(forged([try json(failed)]), line: 3, saying: "never records"))
        let inner = try json(.search(.searchFailed(.offline, text: "swift")))
        let depth = 100_000
        let nested = String(repeating: "{\"failed\":{\"_0\":", count: depth) + inner + String(repeating: "}}", count: depth)
        let refused = refuses(forged([nested]), line: 3, saying: "not an action this version can replay")
        #expect(refused)
    }

    @Test("the reducer itself ignores a push past the depth")
    func reducerCapsDepth() {
        var state = NavigationState()
        for _ in 0..<(NavigationState.maximumDepth + 5) {
            NavigationReducer.reducer.reduce(&state, .push(.userRepositories, on: .account))
        }
        #expect(state.stack(of: .account).count == NavigationState.maximumDepth)
    }

    @Test("two runs logging to one file at once: the replay takes the last run's lines only, and counts the others it left out")
    func interleavedRunsKeptApart() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func line(_ run: String, _ action: BrowserAction) throws -> String {
            ActionReplay.linePrefix + run + " " + String(decoding: try encoder.encode(action), as: UTF8.self)
        }
        let text = [
            "# header",
            ActionReplay.runLine("111-1"), try line("111-1", .search(.queryChanged("first"))),
            ActionReplay.runLine("222-2"), try line("111-1", .navigation(.selectTab(.favourites))),
            try line("222-2", .search(.queryChanged("second"))), try line("111-1", .search(.queryChanged("first again"))),
        ].joined(separator: "\n") + "\n"
        let run = try ActionReplay.replay(text)
        #expect(run.state.search.query == "second")
        #expect(run.state.navigation.selectedTab == .search)
        #expect(run.actionCount == 1)
        #expect(run.linesOfOtherRuns == 2)
    }

    @Test("a store records its lines with its run's tag")
    func recordsTaggedLines() {
        var lines: [String] = []
        let store = Store(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [
            ActionReplay.recording(run: "42-7") { lines.append($0) },
        ])
        store.dispatch(.search(.queryChanged("x")))
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(ActionReplay.linePrefix + "42-7 {") == true)
    }
}
