import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PropertyBased
import Testing

@Suite("Public tab view state")
struct PublicRepositoriesViewStateTests {
    typealias Fixtures = RepositoryListFixtures

    @Test("each request state has its own look")
    func looks() {
        var state = RepositoryListState()
        #expect(RepositoryListViewState(state).content == .loading)
        state.request = .failed(.offline, previous: nil)
        #expect(RepositoryListViewState(state).content == .failure(title: "You are offline", message: AppError.offline.message()))
        state.request = .failed(.server(status: 500), previous: nil)
        #expect(RepositoryListViewState(state).content == .serverError(status: 500, message: AppError.server(status: 500).message()))
        state.request = .loaded(Fixtures.listing(0, more: false))
        #expect(RepositoryListViewState(state).content == .empty)
        state.request = .loading(.refresh, previous: Fixtures.listing(2, more: true))
        let refreshing = RepositoryListViewState(state)
        #expect(refreshing.isRefreshing)
        #expect(refreshing.footer == .more(loaded: 2))
        state.request = .loading(.implicitReload, previous: nil)
        #expect(RepositoryListViewState(state).content == .loading)
    }

    @Test("rows and footer always describe the listing", arguments: [false, true])
    func rowsMatchListing(more: Bool) async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...60), Gen.bool) { count, loadingMore in
            var state = RepositoryListState()
            state.request = .loaded(Fixtures.listing(count, more: more))
            state.isLoadingMore = loadingMore
            let viewState = RepositoryListViewState(state)
            if count == 0 {
                #expect(viewState.content == .empty)
                #expect(viewState.footer == .hidden)
            } else {
                #expect(viewState.content == .repositories(Fixtures.repositories(count).map(RepositoryListItem.init)))
                let expected: RepositoryListFooter = loadingMore ? .loadingMore(loaded: count)
                    : more ? .more(loaded: count) : .complete(total: count)
                #expect(viewState.footer == expected)
            }
        }
    }

    @Test("the footer's line says how many are loaded, in the singular for one")
    func footerText() {
        #expect(RepositoryListFooter.hidden.text == "")
        #expect(RepositoryListFooter.more(loaded: 30).text == "30 loaded · more at the end of the list")
        #expect(RepositoryListFooter.loadingMore(loaded: 30).text == "30 loaded · loading more…")
        #expect(RepositoryListFooter.complete(total: 6).text == "All 6 repositories loaded")
        #expect(RepositoryListFooter.complete(total: 1).text == "All 1 repository loaded")
    }

    @Test("a saved copy of the list says so over the list, with when it was saved; a failed reload says that first")
    func savedCopyNotice() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let loadedAt = Date(timeIntervalSince1970: 1_763_820_300) // 2025-11-22 14:05 UTC
        let listing = Fixtures.listing(3, more: false)
        let saved = RepositoryListing(repositories: listing.repositories, nextPage: nil, totalCount: nil,
                                      freshness: .saved(at: loadedAt.addingTimeInterval(-300), because: .timedOut))
        var state = RepositoryListState()
        state.lastLoadedAt = loadedAt
        state.request = .loaded(saved)
        #expect(RepositoryListViewState(state, timeZone: utc).notice == RepositoryListNotice("Offline — showing saved results from 14:00.", offersExplanation: true))
        state.request = .loaded(listing)
        #expect(RepositoryListViewState(state, timeZone: utc).notice == nil)
        state.request = .failed(.offline, previous: saved)
        #expect(RepositoryListViewState(state, timeZone: utc).notice == RepositoryListNotice("Not updated: you are offline.", offersExplanation: false))
    }

    @Test("GitHub unavailable (HTTP 503): the failed list and a failed reload say so, and when to try again")
    func serviceUnavailable() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let later = Date(timeIntervalSince1970: 1_763_820_300) // 14:05 UTC
        var state = RepositoryListState()
        state.request = .failed(.serviceUnavailable(retryAfter: later), previous: nil)
        #expect(RepositoryListViewState(state, timeZone: utc).content == .failure(
            title: "GitHub is unavailable", message: "The server is down for maintenance or overloaded (HTTP 503). It asks to try again after 14:05."
        ))
        state.request = .failed(.serviceUnavailable(retryAfter: later), previous: Fixtures.listing(3, more: false))
        #expect(RepositoryListViewState(state, timeZone: utc).notice
            == RepositoryListNotice("Not updated: GitHub is unavailable. It asks to try again after 14:05.", offersExplanation: false))
        state.request = .failed(.serviceUnavailable(retryAfter: nil), previous: Fixtures.listing(3, more: false))
        #expect(RepositoryListViewState(state, timeZone: utc).notice
            == RepositoryListNotice("Not updated: GitHub is unavailable. Try again in a few minutes.", offersExplanation: false))
    }
}
