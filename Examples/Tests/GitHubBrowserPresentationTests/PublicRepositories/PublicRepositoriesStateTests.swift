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
    typealias Fixtures = PublicRepositoriesFixtures

    @Test("coming back reloads a list older than the interval, a failed list, or a list never loaded")
    func implicitReload() async {
        var state = PublicRepositoriesState()
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
}
