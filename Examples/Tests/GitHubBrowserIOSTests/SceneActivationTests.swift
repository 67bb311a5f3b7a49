#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing
@testable import GitHubBrowserIOS

/// Storage over in-memory sources whose Public list comes from a source that changes (the real
/// app's comes from the offline catalog, which never does), on a clock the test moves.
@MainActor
private final class ChangingSourceStorage: BrowserStorage {
    let publicList = InMemoryPublicCatalog(RepositoryListFixtures.repositories(5))
    let clock = ManualClock()

    func open(in folder: URL, clientID: OAuthClientID?) throws -> BrowserData {
        let environment = BrowserEnvironment(
            useCases: BrowserUseCases(catalog: InMemoryCatalog(), favourites: InMemoryFavourites()),
            publicRepositories: ListPublicRepositories(catalog: publicList),
            debounce: .zero,
            now: { [clock] in clock.now }
        )
        return BrowserData(environment: environment, bookDirectory: nil)
    }

    func savedLaunchCounts(in folder: URL) -> [LaunchKind: Int]? { [:] }
    func saveLaunchCounts(_ counts: [LaunchKind: Int], in folder: URL) {}
}

/// The first table view in `view`'s hierarchy: the list of the screen it belongs to.
@MainActor
private func tableView(in view: UIView) -> UITableView? {
    if let table = view as? UITableView { return table }
    return view.subviews.lazy.compactMap { tableView(in: $0) }.first
}

extension SceneDelegateTests {
    @Test("back in the foreground after a minute away, each architecture reloads the Public list on screen; the first activation, an activation without leaving, and a quick return do not", arguments: BrowserArchitecture.allCases)
    func reloadsWhenActiveAgain(_ architecture: BrowserArchitecture) async throws {
        let storage = ChangingSourceStorage()
        SceneDelegate.storage = storage
        SceneDelegate.dataFolder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-ios-\(UUID().uuidString)")
        SceneDelegate.settings = settings([ArchitectureChoice.key: architecture.rawValue])
        let scene = UIWindowScene()
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: UISceneSession(), options: .init())
        let browser = try #require(delegate.browser)
        _ = browser.tabBarController.simulateTap(tabAt: try #require(browser.tabs.firstIndex(of: .publicRepositories)))
        #expect(await eventually { storage.publicList.firstPageRequestCount == 1 }, "the tab loads its list")
        // A list still loading is not reloaded: the returns below count from the list on screen.
        let navigation = try #require(browser.tabBarController.selectedViewController as? UINavigationController)
        #expect(await eventually { navigation.topViewController.flatMap { tableView(in: $0.view) }?.numberOfRows(inSection: 0) == 6 }, "5 repositories and the end of the list")
        let violations = await SimulatedUIKit.violations {
            storage.clock.advance(by: 120)
            // The activation at launch, and one that follows no departure, are not returns.
            delegate.sceneDidBecomeActive(scene)
            delegate.sceneDidBecomeActive(scene)
            await Task.settle()
            #expect(storage.publicList.firstPageRequestCount == 1)

            delegate.sceneWillResignActive(scene)
            delegate.sceneDidEnterBackground(scene)
            delegate.sceneDidBecomeActive(scene)
            #expect(await eventually { storage.publicList.firstPageRequestCount == 2 }, "a return after two minutes reloads")

            storage.clock.advance(by: 30)
            delegate.sceneWillResignActive(scene)
            delegate.sceneDidBecomeActive(scene)
            await Task.settle()
            #expect(storage.publicList.firstPageRequestCount == 2, "half a minute later, the list is fresh enough")
        }
        #expect(violations.isEmpty, "\(violations)")
    }
}
#endif
