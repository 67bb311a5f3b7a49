#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import DriverTextTestSupport
import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserTestSupport
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing

/// The apps held to the MVP app on UIKit.
enum OtherUIKitArchitecture: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// The book's ch.14.
    case flux
    /// The book's ch.15.
    case redux

    var architecture: UIKitArchitecture { UIKitArchitecture(rawValue: rawValue) ?? .mvp }
    var testDescription: String { rawValue }
}

/// The UIKit apps built on stores are the same app as the articles' UIKit app, built other ways: at
/// every step of the same journey, driven through the same controls, each shows the very same
/// screen as the MVP app — tabs, title, every visible label, button, field and row, and the alert
/// over it — as the terminal apps do in `SameScreensTests` — and none names a terminal key.
@MainActor
@Suite("Flux and Redux UIKit apps: the same screens as the MVP UIKit app", .simulatedUIKit)
struct SameUIKitScreensTests {
    private let tabs: [BrowserTab] = [.search, .favourites]

    /// Does `action` on both apps, waits until both screens show `texts`, and expects the two
    /// screens to become the same.
    private func step(
        _ mvp: UIKitStage, _ other: UIKitStage, _ action: (UIKitStage) -> Void = { _ in }, until texts: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for stage in [mvp, other] { action(stage) }
        for stage in [mvp, other] {
            let shown = await eventually { texts.allSatisfy { stage.screen.contains($0) } }
            #expect(shown, "\(stage.architecture) never showed \(texts)\n\(stage.screen)", sourceLocation: sourceLocation)
        }
        // Both settle on the same screen: a step's work (a load, a sign-in) may end a moment apart.
        let same = await eventually { other.screen == mvp.screen }
        #expect(same, "mvp:\n\(mvp.screen)\n\(other.architecture):\n\(other.screen)", sourceLocation: sourceLocation)
        // And a touch screen never tells its user to press a key (see `NoTerminalKeysOnUIKitTests`).
        let keys = TerminalKeyNames.find(in: mvp.screen)
        #expect(keys.isEmpty, "a UIKit screen names a key: \(keys)\n\(mvp.screen)", sourceLocation: sourceLocation)
    }

    @Test("search, open a detail, add the favourite, back, the Favourites tab, open it, remove it", arguments: OtherUIKitArchitecture.allCases)
    func journey(_ other: OtherUIKitArchitecture) async {
        let mvp = UIKitStage(.mvp, tabs: tabs)
        let app = UIKitStage(other.architecture, tabs: tabs)
        await step(mvp, app, until: "tabs: Search | Favourites", SearchStatusText.prompt)
        await step(mvp, app, { $0.type("apple") }, until: "2 of 2 repositories for “apple”")
        await step(mvp, app, { $0.tapRow(1) }, until: "☆ Add to favourites", "Straightforward, type-safe argument parsing")
        await step(mvp, app, { $0.tap("☆ Add to favourites") }, until: "★ Favourite")
        await step(mvp, app, { $0.back() }, until: "★ apple/swift-argument-parser")
        #expect(app.reduxStore.map { $0.state.navigation.stack(of: .search).isEmpty } ?? true, "the back button pops the state's stack too")
        await step(mvp, app, { $0.select(.favourites) }, until: FavouritesStatus.count(1).uikitText)
        #expect(app.reduxStore.map { $0.state.navigation.selectedTab == .favourites } ?? true, "a tap on a tab selects it in the state too")
        await step(mvp, app, { $0.tapRow(0) }, until: "★ Favourite", "Straightforward, type-safe argument parsing")
        await step(mvp, app, { $0.tap("★ Favourite") }, until: "☆ Add to favourites")
        await step(mvp, app, { $0.back() }, until: FavouritesStatus.count(0).uikitText)
        await step(mvp, app, { $0.select(.search) }, until: "☆ apple/swift-argument-parser")
    }

    @Test("a failed search: the same alert; Retry searches again; no match says so", arguments: OtherUIKitArchitecture.allCases)
    func failedSearch(_ other: OtherUIKitArchitecture) async {
        let mvp = UIKitStage(.mvp, tabs: tabs)
        let app = UIKitStage(other.architecture, tabs: tabs)
        await mvp.catalog.fail(with: .offline(detail: "no route to host"))
        await app.catalog.fail(with: .offline(detail: "no route to host"))
        await step(mvp, app, { $0.type("nio") }, until: "alert: \(AppError.offline.title)", "[Retry]")
        await step(mvp, app, { $0.answerAlert("Retry") }, until: "1 of 1 repository for “nio”")
        await step(mvp, app, { $0.type("") }, until: SearchStatusText.prompt)
        await step(mvp, app, { $0.type("zzzz") }, until: "No repositories match “zzzz”.")
    }

    @Test("the Public tab: the pages come in as rows come on screen, a failed page whose row tries again, pull to refresh, a tap opens the detail", arguments: OtherUIKitArchitecture.allCases)
    func publicTab(_ other: OtherUIKitArchitecture) async {
        let tabs: [BrowserTab] = [.search, .favourites, .publicRepositories]
        let mvpList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(25))
        let otherList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(25))
        mvpList.failLaterPages(with: .offline(detail: "no route to host"))
        otherList.failLaterPages(with: .offline(detail: "no route to host"))
        let mvp = UIKitStage(.mvp, tabs: tabs, pageSize: 10, publicList: mvpList)
        let app = UIKitStage(other.architecture, tabs: tabs, pageSize: 10, publicList: otherList)
        await step(mvp, app, { $0.select(.publicRepositories) }, until: "Could not load more:", "Tap to try again.", "octo/repo-9")
        mvpList.failLaterPages(with: nil)
        otherList.failLaterPages(with: nil)
        await step(mvp, app, { $0.tapRow(10) }, until: "All 25 repositories loaded")
        mvpList.replace(with: RepositoryListFixtures.repositories(5, from: 200))
        otherList.replace(with: RepositoryListFixtures.repositories(5, from: 200))
        await step(mvp, app, { $0.pullToRefresh() }, until: "All 5 repositories loaded")
        await step(mvp, app, { $0.tapRow(2) }, until: "screen: octo/repo-202")
    }

    @Test("back in the app: the Public list on screen reloads once it is older than a minute, not sooner, and not under a detail", arguments: OtherUIKitArchitecture.allCases)
    func reloadWhenActive(_ other: OtherUIKitArchitecture) async {
        let tabs: [BrowserTab] = [.search, .favourites, .publicRepositories]
        let mvpList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5))
        let otherList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5))
        let mvp = UIKitStage(.mvp, tabs: tabs, publicList: mvpList)
        let app = UIKitStage(other.architecture, tabs: tabs, publicList: otherList)
        await step(mvp, app, { $0.select(.publicRepositories) }, until: "All 5 repositories loaded")
        for list in [mvpList, otherList] { list.replace(with: RepositoryListFixtures.repositories(7)) }
        // Half a minute away: nothing is asked for (a reload now would make the count 3 below).
        for stage in [mvp, app] { stage.comeBack(after: 30) }
        await Task.settle()
        await step(mvp, app, until: "All 5 repositories loaded")
        #expect(mvpList.firstPageRequestCount == 1 && otherList.firstPageRequestCount == 1)
        // Past a minute: the list on screen reloads, as pull to refresh would.
        await step(mvp, app, { $0.comeBack(after: 31) }, until: "All 7 repositories loaded")
        #expect(mvpList.firstPageRequestCount == 2 && otherList.firstPageRequestCount == 2)
        // A detail on top is the screen on screen: the list under it does not reload.
        for list in [mvpList, otherList] { list.replace(with: RepositoryListFixtures.repositories(9)) }
        await step(mvp, app, { $0.tapRow(0) }, until: "screen: octo/repo-0")
        for stage in [mvp, app] { stage.comeBack(after: 120) }
        await Task.settle()
        await step(mvp, app, until: "screen: octo/repo-0")
        await step(mvp, app, { $0.back() }, until: "All 7 repositories loaded")
        #expect(mvpList.firstPageRequestCount == 2 && otherList.firstPageRequestCount == 2)
    }

    @Test("the Public tab: a first load that fails says why, in an alert and in place of the list; Try again loads it", arguments: OtherUIKitArchitecture.allCases)
    func publicFailure(_ other: OtherUIKitArchitecture) async {
        let tabs: [BrowserTab] = [.search, .favourites, .publicRepositories]
        let mvpList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5), failure: .offline(detail: "no route to host"))
        let otherList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5), failure: .offline(detail: "no route to host"))
        let mvp = UIKitStage(.mvp, tabs: tabs, publicList: mvpList)
        let app = UIKitStage(other.architecture, tabs: tabs, publicList: otherList)
        await step(mvp, app, { $0.select(.publicRepositories) }, until: "⚠ You are offline", "[Try again]", "alert: You are offline")
        await step(mvp, app, { $0.answerAlert("Close") }, until: "[Try again]")
        mvpList.fail(with: nil)
        otherList.fail(with: nil)
        await step(mvp, app, { $0.tap("Try again") }, until: "All 5 repositories loaded")
    }

    @Test("the Account tab: a refused token, Clear token, a sign-in, your repositories, back, a sign-out", arguments: OtherUIKitArchitecture.allCases)
    func accountTab(_ other: OtherUIKitArchitecture) async {
        let tabs = BrowserTab.allCases
        let mvp = UIKitStage(.mvp, tabs: tabs, publicList: InMemoryPublicCatalog([]), accounts: InMemoryAccounts())
        let app = UIKitStage(other.architecture, tabs: tabs, publicList: InMemoryPublicCatalog([]), accounts: InMemoryAccounts())
        await step(mvp, app, { $0.select(.account) }, until: "[Sign in]", "Not signed in")
        await step(mvp, app, { $0.type("ghp_wrong0123456789") }, until: "•••")
        await step(mvp, app, { $0.tap("Sign in") }, until: "alert: Sign-in failed", "[Clear token] [Close]")
        await step(mvp, app, { $0.answerAlert("Clear token") }, until: "Not signed in")
        await step(mvp, app, { $0.type(InMemoryAccounts.token) }, until: "•••")
        await step(mvp, app, { $0.tap("Sign in") }, until: "Signed in as The Octocat (octocat)", "[Sign out]")
        await step(mvp, app, { $0.tap("Your repositories") }, until: "All 3 repositories loaded")
        await step(mvp, app, { $0.back() }, until: "[Sign out]")
        await step(mvp, app, { $0.tap("Sign out") }, until: "[Sign in]")
    }

    @Test("signing in with GitHub: the code, Cancel, an expired code with Retry, access refused, then granted", arguments: OtherUIKitArchitecture.allCases)
    func deviceSignIn(_ other: OtherUIKitArchitecture) async {
        let tabs = BrowserTab.allCases
        let (mvpAccounts, otherAccounts) = (InMemoryAccounts(), InMemoryAccounts())
        let mvp = UIKitStage(.mvp, tabs: tabs, publicList: InMemoryPublicCatalog([]), accounts: mvpAccounts)
        let app = UIKitStage(other.architecture, tabs: tabs, publicList: InMemoryPublicCatalog([]), accounts: otherAccounts)
        let both = [mvpAccounts, otherAccounts]
        /// Waits until both apps poll GitHub, then answers both polls.
        func answer(_ poll: DeviceFlowPoll, sourceLocation: SourceLocation = #_sourceLocation) async {
            let polling = await eventually { both.allSatisfy { $0.device.isPolling } }
            #expect(polling, "an app never polled", sourceLocation: sourceLocation)
            for accounts in both { accounts.device.answer(poll) }
        }
        await step(mvp, app, { $0.select(.account) }, until: "[Sign in with GitHub]", "Not signed in")
        await step(mvp, app, { $0.tap("Sign in with GitHub") }, until: "WDJB-MJHT", "until 08:15", "[Cancel]")
        await step(mvp, app, { $0.tap("Cancel") }, until: "[Sign in with GitHub]")
        // Cancel may land before the app's first poll (it has just shown the code) or while that poll
        // waits: either way no poll is left waiting, and every poll made so far ended cancelled (the
        // end of the journey checks that no other poll of this sign-in came later).
        #expect(
            await eventually { both.allSatisfy { !$0.device.isPolling && $0.device.cancellations == $0.device.pollCount } },
            "Cancel stopped the polling"
        )
        await step(mvp, app, { $0.tap("Sign in with GitHub") }, until: "WDJB-MJHT")
        await answer(.pending)
        await answer(.expired)
        await step(mvp, app, until: "alert: Sign-in with GitHub failed: the code expired", "[Retry] [Close]")
        await step(mvp, app, { $0.answerAlert("Retry") }, until: "WDJB-MJHT")
        await answer(.denied)
        await step(mvp, app, until: "alert: Sign-in with GitHub failed: access denied")
        await step(mvp, app, { $0.answerAlert("Close") }, until: "[Sign in with GitHub]")
        await step(mvp, app, { $0.tap("Sign in with GitHub") }, until: "WDJB-MJHT")
        await answer(.granted(try! AccessToken(InMemoryAccounts.token)))
        await step(mvp, app, until: "Signed in as The Octocat (octocat)", "[Sign out]")
        #expect(both.allSatisfy { $0.device.startCount == 4 })
        // The four answered polls (pending, expired, denied, granted) and the cancelled one, if the
        // first sign-in had polled before Cancel: the cancelled sign-in never polled again.
        #expect(both.allSatisfy { $0.device.cancellations <= 1 && $0.device.pollCount == 4 + $0.device.cancellations })
    }

    @Test("a list refused for want of a session offers Sign in; the sheet signs in, closes, and the list loads", arguments: OtherUIKitArchitecture.allCases)
    func signInSheet(_ other: OtherUIKitArchitecture) async {
        let tabs = BrowserTab.allCases
        let mvpList = InMemoryPublicCatalog([], failure: .unauthorized)
        let otherList = InMemoryPublicCatalog([], failure: .unauthorized)
        let mvp = UIKitStage(.mvp, tabs: tabs, publicList: mvpList, accounts: InMemoryAccounts())
        let app = UIKitStage(other.architecture, tabs: tabs, publicList: otherList, accounts: InMemoryAccounts())
        await step(mvp, app, { $0.select(.publicRepositories) }, until: "[Sign in]")
        await step(mvp, app, { $0.answerAlert("Sign in") }, until: "[Cancel]", "Not signed in")
        await step(mvp, app, { $0.tap("Cancel") }, until: "screen: Public")
        await step(mvp, app, { $0.tap("Try again") }, until: "[Sign in]")
        await step(mvp, app, { $0.answerAlert("Sign in") }, until: "[Cancel]")
        await step(mvp, app, { $0.type(InMemoryAccounts.token) }, until: "•••")
        mvpList.fail(with: nil)
        otherList.fail(with: nil)
        await step(mvp, app, { $0.tap("Sign in") }, until: "screen: Public")
        #expect(mvp.visibleScreen?.presentedViewController == nil && app.visibleScreen?.presentedViewController == nil)
    }

    @Test("launched from a link: a repository's detail, a search, a link it cannot open", arguments: OtherUIKitArchitecture.allCases, [
        ("strata://repos/apple/swift-nio", "Event-driven network application framework"),
        ("strata://search?q=grdb", "1 of 1 repository for “grdb”"),
        ("strata://nowhere", "Cannot open the link"),
    ])
    func launchLink(_ other: OtherUIKitArchitecture, launch: (link: String, shows: String)) async throws {
        let route = LaunchRoute.urlScheme(try #require(URL(string: launch.link)))
        let mvp = UIKitStage(.mvp, tabs: tabs, launch: route)
        let app = UIKitStage(other.architecture, tabs: tabs, launch: route)
        await step(mvp, app, until: launch.shows)
    }

    @Test("the README on the detail screen: one rendered, a hostile one, none, one GitHub cannot serve with Try again, the offline source", arguments: OtherUIKitArchitecture.allCases)
    func readme(_ other: OtherUIKitArchitecture) async {
        let readmes = InMemoryReadmes([SampleRepositories.nio.id: SampleReadmes.plain, SampleRepositories.argumentParser.id: SampleReadmes.hostile])
        let mvp = UIKitStage(.mvp, tabs: tabs, readmes: readmes)
        let app = UIKitStage(other.architecture, tabs: tabs, readmes: readmes)
        await step(mvp, app, { $0.type("apple") }, until: "2 of 2 repositories for “apple”")
        await step(mvp, app, { $0.tapRow(0) }, until: "label: README", "• Channels", "Apache 2.0")
        await step(mvp, app, { $0.back() }, until: "2 of 2 repositories for “apple”")
        await step(mvp, app, { $0.tapRow(1) }, until: "label: README", "indented")
        #expect(!SampleReadmes.holdsControlCharacters(mvp.screen) && !SampleReadmes.holdsControlCharacters(app.screen))
        await step(mvp, app, { $0.back() }, until: "2 of 2 repositories for “apple”")
        await step(mvp, app, { $0.type("grdb") }, until: "1 of 1 repository for “grdb”")
        await step(mvp, app, { $0.tapRow(0) }, until: "This repository has no README.")
        await step(mvp, app, { $0.back() }, until: "1 of 1 repository for “grdb”")
        await readmes.fail(with: .serviceUnavailable(retryAfter: nil))
        await step(mvp, app, { $0.tapRow(0) }, until: "GitHub is unavailable", "button: [Try again]")
        await readmes.fail(with: nil)
        await step(mvp, app, { $0.tap("Try again") }, until: "This repository has no README.")

        let offlineMVP = UIKitStage(.mvp, tabs: tabs)
        let offlineApp = UIKitStage(other.architecture, tabs: tabs)
        await step(offlineMVP, offlineApp, { $0.type("nio") }, until: "1 of 1 repository for “nio”")
        await step(offlineMVP, offlineApp, { $0.tapRow(0) }, until: "--source github")
    }

    @Test("GitHub unavailable (HTTP 503): its own screen, with when to try again, over the search and the detail; Back returns (§15.3)", arguments: OtherUIKitArchitecture.allCases)
    func serviceUnavailable(_ other: OtherUIKitArchitecture) async {
        let mvp = UIKitStage(.mvp, tabs: tabs)
        let app = UIKitStage(other.architecture, tabs: tabs)
        for stage in [mvp, app] { await stage.catalog.fail(with: .serviceUnavailable(retryAfter: nil)) }
        await step(mvp, app, { $0.type("nio") }, until: "GitHub is unavailable", "Try again in a few minutes.", "Back")
        #expect(!mvp.screen.contains("alert:") && !app.screen.contains("alert:"), "the screen that asked raises no alert of its own")
        await step(mvp, app, { $0.tap("Back") }, until: "The search failed: GitHub is unavailable.")
        await step(mvp, app, { $0.type("nio") }, until: "1 of 1 repository for “nio”")
        for stage in [mvp, app] { await stage.catalog.fail(with: .serviceUnavailable(retryAfter: Date(timeIntervalSince1970: 1_800_000_600))) }
        await step(mvp, app, { $0.tapRow(0) }, until: "GitHub is unavailable", "It asks to try again after")
        await step(mvp, app, { $0.back() }, until: "apple/swift-nio")
        #expect(app.reduxStore.map { $0.state.navigation.stack(of: .search).count == 1 } ?? true, "the back button pops the state's stack too")
    }
}
#endif
