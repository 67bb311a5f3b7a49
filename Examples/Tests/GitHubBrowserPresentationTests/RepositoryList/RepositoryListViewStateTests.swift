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
        #expect(Self.rows(refreshing).last == .showMore(loaded: 2))
        state.request = .loading(.implicitReload, previous: nil)
        #expect(RepositoryListViewState(state).content == .loading)
    }

    @Test("the rows always describe the listing: its repositories, then one row that says what comes next", arguments: [false, true])
    func rowsMatchListing(more: Bool) async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...60), Gen.bool, Gen.bool) { count, loadingMore, failed in
            var state = RepositoryListState()
            state.request = .loaded(Fixtures.listing(count, more: more))
            state.isLoadingMore = loadingMore
            state.loadMoreFailure = failed ? .timedOut : nil
            let viewState = RepositoryListViewState(state)
            if count == 0 {
                #expect(viewState.content == .empty)
            } else {
                let rows = Self.rows(viewState)
                let repositories = Fixtures.repositories(count).map { RepositoryListRow.repository(RepositoryListItem($0)) }
                #expect(rows.dropLast().elementsEqual(repositories) { $0 == $1 && $0.isContentEqual(to: $1) })
                let expected: RepositoryListRow = loadingMore ? .loadingMore(loaded: count)
                    : failed && more ? .loadMoreFailed(reason: AppError.timedOut.reason, isRetryable: true)
                    : more ? .showMore(loaded: count) : .end(total: count)
                #expect(rows.last.map { $0 == expected && $0.isContentEqual(to: expected) } == true, "\(String(describing: rows.last))")
                #expect(rows.filter(\.isRepository).count == count)
            }
        }
    }

    @Test("each kind of row says what it is, in the singular for one, and what choosing it does")
    func rowWords() throws {
        let id = try #require(Fixtures.repositories(1).first?.id)
        #expect(RepositoryListRow.showMore(loaded: 30).text == "Show more")
        #expect(RepositoryListRow.showMore(loaded: 30).detail == "30 loaded")
        #expect(RepositoryListRow.loadingMore(loaded: 30).text == "Loading more…")
        #expect(RepositoryListRow.end(total: 6).text == "All 6 repositories loaded")
        #expect(RepositoryListRow.end(total: 1).text == "All 1 repository loaded")
        #expect(RepositoryListRow.loadMoreFailed(reason: "you are offline", isRetryable: true).text
            == "Could not load more: you are offline.")
        #expect(RepositoryListRow.showMore(loaded: 30).choice == .loadMore)
        #expect(RepositoryListRow.loadMoreFailed(reason: "", isRetryable: true).choice == .loadMore)
        #expect(RepositoryListRow.loadMoreFailed(reason: "", isRetryable: false).choice == nil)
        #expect(RepositoryListRow.loadingMore(loaded: 1).choice == nil)
        #expect(RepositoryListRow.end(total: 1).choice == nil)
        #expect(RepositoryListRow.notice(RepositoryListNotice("", offersExplanation: true)).choice == .explainSavedCopy)
        #expect(RepositoryListRow.notice(RepositoryListNotice("", offersExplanation: false)).choice == .refresh)
        #expect(RepositoryListRow.repository(RepositoryListItem(Fixtures.repositories(1)[0])).choice == .open(id))
    }

    @Test("the row at the end keeps its place as its kind changes, so a diff redraws it in place")
    func endRowIdentity() {
        let kinds: [RepositoryListRow] = [
            .showMore(loaded: 3), .loadingMore(loaded: 3), .loadMoreFailed(reason: "x", isRetryable: true), .end(total: 3),
        ]
        for a in kinds {
            for b in kinds {
                #expect(a == b)
                #expect(a.isContentEqual(to: b) == (a.text == b.text && a.detail == b.detail && a.choice == b.choice))
            }
        }
        #expect(RepositoryListRow.showMore(loaded: 3) != .notice(RepositoryListNotice("x", offersExplanation: false)))
    }

    @Test("a saved copy of the list says so in its first row, with when it was saved; a failed reload says that first")
    func savedCopyNotice() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let loadedAt = Date(timeIntervalSince1970: 1_763_820_300) // 2025-11-22 14:05 UTC
        let listing = Fixtures.listing(3, more: false)
        let saved = RepositoryListing(repositories: listing.repositories, nextPage: nil, totalCount: nil,
                                      freshness: .saved(at: loadedAt.addingTimeInterval(-300), because: .timedOut))
        var state = RepositoryListState()
        state.lastLoadedAt = loadedAt
        state.request = .loaded(saved)
        #expect(Self.notice(RepositoryListViewState(state, timeZone: utc)) == RepositoryListNotice("Offline — showing saved results from 14:00.", offersExplanation: true))
        state.request = .loaded(listing)
        #expect(Self.notice(RepositoryListViewState(state, timeZone: utc)) == nil)
        state.request = .failed(.offline, previous: saved)
        #expect(Self.notice(RepositoryListViewState(state, timeZone: utc)) == RepositoryListNotice("Not updated: you are offline.", offersExplanation: false))
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
        #expect(Self.notice(RepositoryListViewState(state, timeZone: utc))
            == RepositoryListNotice("Not updated: GitHub is unavailable. It asks to try again after 14:05.", offersExplanation: false))
        state.request = .failed(.serviceUnavailable(retryAfter: nil), previous: Fixtures.listing(3, more: false))
        #expect(Self.notice(RepositoryListViewState(state, timeZone: utc))
            == RepositoryListNotice("Not updated: GitHub is unavailable. Try again in a few minutes.", offersExplanation: false))
    }

    /// The rows of a view state that shows a list (none otherwise).
    static func rows(_ viewState: RepositoryListViewState) -> [RepositoryListRow] {
        if case let .rows(rows) = viewState.content { rows } else { [] }
    }

    /// The notice of a view state: its first row, when that is one.
    static func notice(_ viewState: RepositoryListViewState) -> RepositoryListNotice? {
        if case let .notice(notice)? = rows(viewState).first { notice } else { nil }
    }
}
