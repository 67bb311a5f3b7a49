import Foundation
import GitHubBrowserFeatures
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PropertyBased
import Testing

@Suite("Public tab state")
struct PublicRepositoriesStateTests {
    typealias Fixtures = RepositoryListFixtures

    @Test("coming back reloads a list older than the interval, a failed list, or a list never loaded")
    func implicitReload() async {
        var state = RepositoryListState()
        #expect(state.needsImplicitReload(at: Fixtures.start, olderThan: 300))
        state.request = .loaded(Fixtures.listing(1, more: false))
        state.lastLoadedAt = Fixtures.start
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000)) { seconds in
            let now = Fixtures.start.addingTimeInterval(TimeInterval(seconds))
            #expect(state.needsImplicitReload(at: now, olderThan: 300) == (seconds > 300))
        }
        state.request = .failed(.offline, previous: Fixtures.listing(1, more: false))
        #expect(state.needsImplicitReload(at: Fixtures.start, olderThan: 300))
        state.request = .loading(.refresh, previous: nil)
        #expect(!state.needsImplicitReload(at: Fixtures.start.addingTimeInterval(1_000), olderThan: 300))
    }

    @Test("becoming active again reloads only a loaded list older than the interval, and nothing over a source that never changes")
    func reloadWhenActive() async {
        var state = RepositoryListState()
        #expect(!state.needsReloadWhenActive(at: Fixtures.start, olderThan: 60), "a list never loaded waits for its screen")
        state.request = .loaded(Fixtures.listing(1, more: false))
        state.lastLoadedAt = Fixtures.start
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000)) { seconds in
            let now = Fixtures.start.addingTimeInterval(TimeInterval(seconds))
            #expect(state.needsReloadWhenActive(at: now, olderThan: 60) == (seconds > 60))
            #expect(!state.needsReloadWhenActive(at: now, olderThan: nil), "the offline catalog never changes")
        }
        state.request = .failed(.offline, previous: Fixtures.listing(1, more: false))
        #expect(!state.needsReloadWhenActive(at: Fixtures.start.addingTimeInterval(30), olderThan: 60), "a failed reload is not repeated at once")
        #expect(state.needsReloadWhenActive(at: Fixtures.start.addingTimeInterval(61), olderThan: 60))
        state.request = .loading(.refresh, previous: nil)
        #expect(!state.needsReloadWhenActive(at: Fixtures.start.addingTimeInterval(1_000), olderThan: 60))
    }
}
