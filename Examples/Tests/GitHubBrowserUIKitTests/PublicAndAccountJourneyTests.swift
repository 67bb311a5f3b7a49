#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserDomain
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import GitHubBrowserUIKitViews
import StrataTesting
import StrataUIKit
import Testing
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// The Public and Account tabs on UIKit, through the real driver and the same presenters as the
/// terminal: list updates, load more, pull to refresh, failures and their alerts, sign-in and
/// sign-out, the user's repositories, and the sign-out reset across tabs.
@MainActor
@Suite("GitHub Browser on UIKit: Public and Account", .simulatedUIKit)
struct PublicAndAccountJourneyTests {
    @Test("the tab bar has the four tabs of the terminal app, in the same order")
    func fourTabs() {
        let harness = UIKitBrowserHarness()
        #expect(harness.browser.tabBar.tabs == [.search, .favourites, .publicRepositories, .account])
        #expect(harness.tabs.viewControllers?.count == 4)
        let titles = harness.tabs.viewControllers?.compactMap { ($0 as? UINavigationController)?.viewControllers.first?.title }
        #expect(titles == ["Search", "Favourites", "Public", "Account"])
    }

    @Test("Public: the rows come in pages (the last row on screen loads the next) and end with the end of the list, pull to refresh reloads, a tap opens the detail; no UIKit rule is broken")
    func publicListPagesAndRefreshes() async throws {
        let harness = UIKitBrowserHarness()
        let violations = await SimulatedUIKit.violations {
            harness.select(.publicRepositories)
            guard let screen = harness.publicRepositories else { return }
            let root = screen.rootView
            let table = root.tableView
            // The simulated table shows every row, so the first page's last row comes on screen and
            // the second page follows.
            #expect(await eventually { table.numberOfRows(inSection: 0) == 46 })
            #expect(!table.isHidden && root.loadingIndicator.isHidden && root.statusTitleLabel.isHidden)
            let rows = UIKitBrowserHarness.rows(of: table)
            #expect(rows.first == "octo/repo-0 — Sample project number 0")
            #expect(rows[44] == "octo/repo-44 — Sample project number 44")
            #expect(rows.last == "All 45 repositories loaded")

            harness.publicCatalog.replace(with: RepositoryListFixtures.repositories(5, from: 200))
            root.refreshControl.beginRefreshing()
            root.refreshControl.sendActions(for: .valueChanged)
            #expect(await eventually { !root.refreshControl.isRefreshing && table.numberOfRows(inSection: 0) == 6 })
            #expect(UIKitBrowserHarness.rows(of: table).first == "octo/repo-200 — Sample project number 200")
            #expect(UIKitBrowserHarness.rows(of: table).last == "All 5 repositories loaded")

            table.simulateSelection(at: IndexPath(row: 2, section: 0))
            let detail = harness.detail
            #expect(detail != nil, "the detail is pushed on the Public tab")
            #expect(await eventually { detail?.rootView.titleLabel.text == "octo/repo-202" })
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("Public: a first load that fails says why instead of the list; Try again loads it")
    func publicFailureAndRetry() async throws {
        let harness = UIKitBrowserHarness()
        harness.publicCatalog.fail(with: .offline(detail: "no route to host"))
        let violations = await SimulatedUIKit.violations {
            harness.select(.publicRepositories)
            guard let root = harness.publicRepositories?.rootView else { return }
            #expect(await eventually { root.statusTitleLabel.text == "⚠ You are offline" })
            #expect(root.tableView.isHidden && !root.retryButton.isHidden && root.loadingIndicator.isHidden)
            harness.publicCatalog.fail(with: nil)
            root.retryButton.sendActions(for: .touchUpInside)
            #expect(await eventually { root.tableView.numberOfRows(inSection: 0) == 46 }, "45 repositories and the end of the list")
            #expect(!root.tableView.isHidden && root.statusTitleLabel.isHidden && root.retryButton.isHidden)
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("Public: a failed page keeps the rows and says why in the list's last row, with no alert and no retry of its own; a tap on that row loads the rest")
    func publicLoadMoreFailureRow() async throws {
        let harness = UIKitBrowserHarness()
        harness.publicCatalog.failLaterPages(with: .offline(detail: "no route to host"))
        let violations = await SimulatedUIKit.violations {
            harness.select(.publicRepositories)
            guard let screen = harness.publicRepositories else { return }
            let table = screen.rootView.tableView
            let failed = { UIKitBrowserHarness.rows(of: table).last?.hasPrefix("Could not load more: ") == true }
            #expect(await eventually { failed() })
            #expect(table.numberOfRows(inSection: 0) == 31, "the first page stays, and the failed page is its last row")
            #expect(UIKitBrowserHarness.rows(of: table).last == "Could not load more: you are offline.")
            #expect(screen.presentedViewController == nil, "the row says it: no alert")
            // The failed page's row is on screen, yet it does not ask again by itself (a request
            // started by its coming on screen would have run by now).
            await Task.settle()
            #expect(harness.publicCatalog.laterPageRequestCount == 1)
            harness.publicCatalog.failLaterPages(with: nil)
            table.simulateSelection(at: IndexPath(row: 30, section: 0))
            #expect(await eventually { table.numberOfRows(inSection: 0) == 46 })
            #expect(UIKitBrowserHarness.rows(of: table).last == "All 45 repositories loaded")
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("Account: a refused token shows the sign-in alert; the right one signs in; Your repositories opens the user's list; sign out shows the form again")
    func accountSignInAndOut() async throws {
        let harness = UIKitBrowserHarness()
        var refusal: UIAlertController?
        let violations = await SimulatedUIKit.violations {
            harness.select(.account)
            guard let screen = harness.account else { return }
            let root = screen.rootView
            #expect(await eventually { !root.tokenField.isHidden })
            #expect(root.tokenField.isSecureTextEntry, "the token is never shown")
            #expect(root.signOutButton.isHidden && root.repositoriesButton.isHidden)

            #expect(await harness.submitToken("ghp_wrong"))
            #expect(await eventually { screen.presentedViewController is UIAlertController })
            refusal = screen.presentedViewController as? UIAlertController
            refusal?.simulateTap(title: "Clear token")
            #expect(root.tokenField.text == "")

            #expect(await harness.signIn())
            #expect(root.headingLabel.text == "Signed in as The Octocat (octocat)")
            #expect(root.tokenField.isHidden && root.tokenField.text == "", "the form and the typed token are gone")
            #expect(root.detailsLabel.text?.contains("Login: octocat") == true)
            #expect(!root.repositoriesButton.isHidden && !root.signOutButton.isHidden)

            root.repositoriesButton.sendActions(for: .touchUpInside)
            let repositories = harness.navigation?.topViewController as? RepositoryListViewController
            #expect(repositories != nil, "the user's repositories are pushed on the Account tab")
            #expect(await eventually { repositories?.rootView.tableView.numberOfRows(inSection: 0) == 4 }, "3 repositories and the end of the list")
            #expect(repositories?.title == RepositoryListTexts.userRepositories.title)
            harness.navigation?.popViewController(animated: true)

            root.signOutButton.sendActions(for: .touchUpInside)
            #expect(await eventually { !root.tokenField.isHidden && root.signOutButton.isHidden })
        }
        #expect(violations.isEmpty, "\(violations)")
        let alert = try #require(refusal)
        #expect(alert.title?.hasPrefix("Sign-in failed") == true)
        #expect(alert.actions.map(\.title) == ["Clear token", "Close"])
        #expect(try await harness.sessions.current() == nil)
    }

    @Test("signing out on the Account tab closes the detail opened on Search, clears the search, starts Public afresh, and keeps the favourites")
    func signOutResetsEveryTab() async throws {
        let harness = UIKitBrowserHarness()
        try await harness.favourites.add(SampleRepositories.grdb)
        let violations = await SimulatedUIKit.violations {
            #expect(await harness.signIn())
            guard let account = harness.account?.rootView else { return }

            harness.select(.publicRepositories)
            guard let publicRoot = harness.publicRepositories?.rootView else { return }
            #expect(await eventually { publicRoot.tableView.numberOfRows(inSection: 0) == 46 })

            harness.select(.search)
            guard let search = harness.search else { return }
            harness.type("nio")
            #expect(await eventually { UIKitBrowserHarness.rows(of: search.rootView.tableView).first?.contains("apple/swift-nio") == true })
            search.rootView.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
            #expect(harness.navigation(of: .search)?.viewControllers.count == 2, "the detail is open")

            harness.select(.account)
            account.signOutButton.sendActions(for: .touchUpInside)
            #expect(await eventually { !account.tokenField.isHidden })
            #expect(harness.navigation(of: .search)?.viewControllers.count == 1, "the detail seen with the user's token is closed")
            #expect(await eventually { search.rootView.tableView.numberOfRows(inSection: 0) == 0 }, "the search starts afresh")
            #expect(search.rootView.searchField.text == "")
            harness.publicCatalog.replace(with: RepositoryListFixtures.repositories(5, from: 200))
            harness.select(.publicRepositories)
            #expect(await eventually { publicRoot.tableView.numberOfRows(inSection: 0) == 6 }, "Public starts afresh and loads again")
        }
        #expect(violations.isEmpty, "\(violations)")
        #expect(try await harness.favourites.all().map(\.id) == [SampleRepositories.grdb.id], "local favourites stay")
    }
}
#endif
