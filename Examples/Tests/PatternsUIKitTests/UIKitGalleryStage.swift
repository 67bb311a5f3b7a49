#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserUIKitViews
import PatternsFeature
import PatternsUIKit
import PatternsUIKitGallery
import StrataTesting
import StrataUIKit
import UIKitScreenTextSupport

/// One variant of the gallery on UIKit, in a simulated key window, over an in-memory catalog and
/// favourites store — the UIKit counterpart of the terminal's `GalleryHarness`: what the user
/// does (type, tap a row, tap a button, go back, tap a tab) and what the window shows, as text.
///
/// The debounce pause is not waited on the clock (`sleep` returns at once): the tests wait, yielding
/// (`Task.settle`), for what the screens show, never for a moment.
@MainActor
final class UIKitGalleryStage {
    let pattern: Pattern
    let catalog: InMemoryCatalog
    let favourites: InMemoryFavourites
    let window = UIWindow(windowScene: UIWindowScene())
    let tabs: GalleryTabBarController

    /// How many results a search fetches at a time.
    static let pageSize = 10
    /// How many repositories match “layer”: two full pages and a short one.
    static let layerCount = 25

    /// The repositories that match “layer”, by stars: “stratum/layer-01” first.
    static let layers = (1...layerCount).map { number in
        let name = "layer-" + (number < 10 ? "0\(number)" : "\(number)")
        return Repository(id: RepositoryID(owner: "stratum", name: name), summary: "Layer \(number) of a paging catalog", stars: 5_000 - number)
    }

    init(_ pattern: Pattern) {
        self.pattern = pattern
        catalog = InMemoryCatalog(SampleRepositories.all + Self.layers)
        favourites = InMemoryFavourites()
        let environment = GalleryEnvironment(
            catalog: catalog, favourites: favourites, pageSize: Self.pageSize, debounce: .milliseconds(250), sleep: { _ in }
        )
        tabs = UIKitGallery.makeTabBarController(pattern: pattern, environment: environment)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
    }

    /// The navigation controller of the selected tab.
    var stack: UINavigationController? { tabs.selectedViewController as? UINavigationController }

    /// The screen on top of the selected tab.
    var top: UIViewController? { stack?.topViewController }

    /// The Search tab's root view.
    var searchView: SearchRootView? {
        (tabs.viewControllers?.first as? UINavigationController)?.viewControllers.first?.viewIfLoaded as? SearchRootView
    }

    /// The window's content as text (see ``UIKitScreenText``).
    var screen: String { UIKitScreenText.describe(window) }

    /// Types `text` into the search field, as a user's edit: the field changes, and says so.
    func type(_ text: String) {
        guard let field = searchView?.searchField else { return }
        field.text = text
        field.sendActions(for: .editingChanged)
    }

    /// Taps the return key of the search field.
    func submit() {
        searchView?.searchField.sendActions(for: .primaryActionTriggered)
    }

    /// Taps row `row` of the table of the screen on top.
    func tapRow(_ row: Int) {
        table?.simulateSelection(at: IndexPath(row: row, section: 0))
    }

    /// Taps the favourite button of the detail on top.
    func tapFavourite() {
        (top?.viewIfLoaded as? RepositoryDetailRootView)?.favouriteButton.sendActions(for: .touchUpInside)
    }

    /// Goes back, as the navigation bar's back button does.
    func goBack() {
        stack?.popViewController(animated: true)
    }

    /// Taps the tab at `index` (0: Search, 1: Favourites).
    func tapTab(_ index: Int) {
        tabs.simulateTap(tabAt: index)
    }

    /// The alert over the screen on top, if any.
    var alert: UIAlertController? {
        tabs.presentedViewController as? UIAlertController
    }

    /// Waits until the window shows every one of `texts`; returns whether it did.
    func waitUntilScreenShows(_ texts: String...) async -> Bool {
        await Task.settle { texts.allSatisfy { screen.contains($0) } }
    }

    /// Waits — yielding, as `Task.settle` does, never sleeping — until the catalog has been searched
    /// `count` times; returns whether it was, and no more.
    func waitUntilSearched(_ count: Int) async -> Bool {
        for _ in 0..<100_000 {
            if await catalog.searchedQueries.count >= count { break }
            await Task.yield()
        }
        return await catalog.searchedQueries.count == count
    }

    /// Waits until the window shows every one of `texts` and nothing is loading (no spinner turns):
    /// a step of a journey whose window is compared, whichever order a variant draws it in.
    func waitUntilSettledScreenShows(_ texts: String...) async -> Bool {
        await Task.settle { texts.allSatisfy { screen.contains($0) } && !screen.contains("\nspinner") }
    }

    /// Waits until the window shows none of `texts`; returns whether it did.
    func waitUntilScreenHides(_ texts: String...) async -> Bool {
        await Task.settle { !texts.contains { screen.contains($0) } }
    }

    private var table: UITableView? {
        switch top?.viewIfLoaded {
        case let search as SearchRootView: search.tableView
        case let favourites as FavouritesRootView: favourites.tableView
        default: nil
        }
    }
}
#endif
