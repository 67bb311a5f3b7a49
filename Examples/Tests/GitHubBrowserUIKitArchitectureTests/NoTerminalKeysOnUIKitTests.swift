#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import DriverTextTestSupport
import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTesting
import StrataUIKit
import Testing

/// No UIKit screen of the GitHub Browser tells its user to press a key: in every architecture, every
/// screen, in every state a user can bring it to — empty, loading, loaded, failed, a saved copy, a
/// reload that failed, signed out and in — shows no terminal key name (``TerminalKeyNames``) in any
/// label, button, field, row or alert. The terminal words the same states with keys; UIKit names its
/// buttons, pull to refresh and taps.
@MainActor
@Suite("UIKit screens name no terminal key", .simulatedUIKit)
struct NoTerminalKeysOnUIKitTests {
    /// When the saved copies of these tests were saved: 2027-01-15 08:00 UTC.
    private let savedAt = Date(timeIntervalSince1970: 1_800_000_000)

    /// Waits until `stage` shows every one of `texts`, then expects its screen to name no key.
    private func look(
        _ stage: UIKitStage, _ state: String, until texts: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let shown = await eventually { texts.allSatisfy { stage.screen.contains($0) } }
        #expect(shown, "\(stage.architecture), \(state): never showed \(texts)\n\(stage.screen)", sourceLocation: sourceLocation)
        expectNoKeys(stage, state, sourceLocation: sourceLocation)
    }

    /// Expects `stage`'s screen, as it is now, to name no key.
    private func expectNoKeys(_ stage: UIKitStage, _ state: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = stage.screen
        let keys = TerminalKeyNames.find(in: screen)
        #expect(keys.isEmpty, "\(stage.architecture), \(state): \(keys)\n\(screen)", sourceLocation: sourceLocation)
    }

    @Test("Search: the prompt, results, a saved copy and why, a failure, the detail, adding a favourite", arguments: UIKitArchitecture.allCases)
    func search(_ architecture: UIKitArchitecture) async {
        let stage = UIKitStage(architecture, tabs: [.search, .favourites])
        await look(stage, "search prompt", until: SearchStatusText.prompt)
        stage.type("apple")
        await look(stage, "search results", until: "2 of 2 repositories for “apple”")
        await stage.catalog.answer(as: .saved(at: savedAt, because: .offline(detail: "no route to host")))
        stage.type("nio")
        await look(stage, "search results from a saved copy", until: "1 of 1 repository for “nio”", "Offline — showing saved results")
        #expect(stage.tap("Why?"), "\(architecture): a saved copy offers Why?\n\(stage.screen)")
        await look(stage, "why the results are a saved copy", until: "alert: Showing saved results")
        stage.answerAlert("Cancel")
        await stage.catalog.answer(as: .live)
        await stage.catalog.fail(with: .offline(detail: "no route to host"))
        stage.type("swift")
        await look(stage, "a failed search", until: "alert: \(AppError.offline.title)", "[Retry]")
        stage.answerAlert("Retry")
        await look(stage, "the search retried", until: "repositories for “swift”")
        stage.type("nio")
        await look(stage, "search results", until: "1 of 1 repository for “nio”")
        stage.tapRow(0)
        await look(stage, "a repository's detail", until: "☆ Add to favourites")
        stage.tap("☆ Add to favourites")
        await look(stage, "a favourite's detail", until: "★ Favourite")
    }

    @Test("Favourites: none, one, a row selected by a tap, removed again", arguments: UIKitArchitecture.allCases)
    func favourites(_ architecture: UIKitArchitecture) async {
        let stage = UIKitStage(architecture, tabs: [.search, .favourites])
        stage.select(.favourites)
        await look(stage, "no favourites", until: "No favourites yet")
        stage.select(.search)
        stage.type("apple")
        await look(stage, "search results", until: "2 of 2 repositories for “apple”")
        for row in [0, 1] {
            stage.tapRow(row)
            await look(stage, "a repository's detail", until: "☆ Add to favourites")
            stage.tap("☆ Add to favourites")
            await look(stage, "a favourite's detail", until: "★ Favourite")
            stage.back()
            await look(stage, "search results", until: "2 of 2 repositories for “apple”")
        }
        stage.select(.favourites)
        await look(stage, "two favourites", until: "2 favourites")
        stage.tapRow(1)
        // The tap selects the row (its view model words the selection) before the detail opens.
        expectNoKeys(stage, "a favourite selected")
        await look(stage, "a favourite's detail", until: "★ Favourite")
        stage.back()
        await look(stage, "two favourites, one selected", until: "2 favourites")
        stage.tapRow(0)
        await look(stage, "a favourite's detail", until: "★ Favourite")
        stage.tap("★ Favourite")
        await look(stage, "a favourite removed", until: "☆ Add to favourites")
        stage.back()
        await look(stage, "one favourite", until: "1 favourite")
    }

    @Test("the Public tab: loaded, a failed page, a reload that failed, a saved copy and why, empty", arguments: UIKitArchitecture.allCases)
    func publicList(_ architecture: UIKitArchitecture) async {
        let list = InMemoryPublicCatalog(RepositoryListFixtures.repositories(25))
        list.failLaterPages(with: .offline(detail: "no route to host"))
        let stage = UIKitStage(architecture, tabs: [.search, .favourites, .publicRepositories], pageSize: 10, publicList: list)
        stage.select(.publicRepositories)
        await look(stage, "a failed page", until: "Could not load more:", "octo/repo-9")
        list.failLaterPages(with: nil)
        stage.tapRow(10)
        await look(stage, "the whole list", until: "All 25 repositories loaded")
        list.fail(with: .offline(detail: "no route to host"))
        stage.pullToRefresh()
        await look(stage, "a reload that failed, and its alert", until: "Not updated: you are offline.", "alert: You are offline")
        stage.answerAlert("Close")
        await look(stage, "a reload that failed", until: "Not updated: you are offline.")
        list.fail(with: nil)
        list.answer(as: .saved(at: savedAt, because: .offline(detail: "no route to host")))
        stage.pullToRefresh()
        await look(stage, "a saved copy", until: "Offline — showing saved results")
        // The notice is the list's first row; a tap on it says why.
        stage.tapRow(0)
        await look(stage, "why the list is a saved copy", until: "alert: Showing saved results")
        stage.answerAlert("Close")
        await look(stage, "a saved copy", until: "Offline — showing saved results")

        let empty = UIKitStage(architecture, tabs: [.search, .favourites, .publicRepositories], publicList: InMemoryPublicCatalog([]))
        empty.select(.publicRepositories)
        await look(empty, "an empty list", until: RepositoryListTexts.publicRepositories.empty)
    }

    @Test("the Public tab: a first load that failed, a server error", arguments: UIKitArchitecture.allCases)
    func publicFailures(_ architecture: UIKitArchitecture) async {
        let list = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5), failure: .offline(detail: "no route to host"))
        let stage = UIKitStage(architecture, tabs: [.search, .favourites, .publicRepositories], publicList: list)
        stage.select(.publicRepositories)
        await look(stage, "a first load that failed", until: "⚠ You are offline", "[Try again]", "alert: You are offline")
        stage.answerAlert("Close")
        await look(stage, "a first load that failed", until: "[Try again]")
        list.fail(with: .server(status: 500))
        stage.tap("Try again")
        await look(stage, "a server error", until: "HTTP 500")
    }

    @Test("the Account tab: signed out, a device sign-in, signed in, your repositories", arguments: UIKitArchitecture.allCases)
    func account(_ architecture: UIKitArchitecture) async {
        let stage = UIKitStage(architecture, tabs: BrowserTab.allCases, publicList: InMemoryPublicCatalog([]), accounts: InMemoryAccounts())
        stage.select(.account)
        await look(stage, "signed out", until: "[Sign in]", "Not signed in")
        stage.tap("Sign in with GitHub")
        await look(stage, "a device sign-in", until: "WDJB-MJHT", "[Cancel]")
        stage.tap("Cancel")
        await look(stage, "signed out", until: "[Sign in with GitHub]")
        stage.type(InMemoryAccounts.token)
        stage.tap("Sign in")
        await look(stage, "signed in", until: "Signed in as The Octocat (octocat)", "[Sign out]")
        stage.tap("Your repositories")
        await look(stage, "your repositories", until: "All 3 repositories loaded")
    }
}
#endif
