import Foundation
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTesting
import Testing

/// Where each launch path leads, and how the counts of launch paths read on screen.
@Suite("Launch routes and launch-path counts")
struct LaunchRoutesTests {
    let resolver = try! AppRoute.resolver()

    @Test("the Search shortcut leads to the Search tab itself, not to whichever tab comes first")
    func shortcut() throws {
        #expect(try resolver.resolve(.shortcut(type: AppRoute.searchShortcut)) == .searchTab)
        #expect(throws: LaunchRouteError.unknownShortcut(type: "other")) { try resolver.resolve(.shortcut(type: "other")) }
    }

    @Test("a Spotlight identifier made for a repository leads back to that repository; anything else is refused", arguments: [
        RepositoryID(owner: "apple", name: "swift"), RepositoryID(owner: "groue", name: "GRDB.swift"),
    ])
    func spotlightRoundTrip(id: RepositoryID) throws {
        #expect(try resolver.resolve(.spotlight(identifier: AppRoute.spotlightIdentifier(of: id))) == .repository(id))
    }

    @Test("a Spotlight identifier that is not a repository's is refused with its identifier", arguments: [
        "repos/apple", "repos//swift", "repos/apple/", "tweets/apple/swift", "", "repos/a/b/c",
    ])
    func spotlightRefused(identifier: String) {
        #expect(throws: LaunchRouteError.unknownSpotlightItem(identifier: identifier)) { try resolver.resolve(.spotlight(identifier: identifier)) }
    }

    @Test("the summary names each path once, the most frequent first, ties in LaunchKind order")
    func summary() {
        #expect(LaunchPathsSummary([:]).text == "Launches: none recorded yet.")
        #expect(LaunchPathsSummary([.normal: 1]).text == "Opened 1 time: 1 normally.")
        #expect(LaunchPathsSummary([.spotlight: 2, .normal: 2, .notification: 1, .shortcut: 0]).text
            == "Opened 5 times: 2 normally, 2 from Spotlight, 1 from a notification.")
        #expect(LaunchPathsSummary([.universalLink: 1, .urlScheme: 3]).text == "Opened 4 times: 3 from a strata:// link, 1 from a web link.")
    }
}
