#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserTestSupport
import GitHubBrowserUIKitViews
import PatternsFeature
import PatternsUIKit
import PatternsUIKitGallery
import SamplePresenters
import SampleUIKitScreens
import StrataTesting
import StrataUIKit
import Testing
@testable import GitHubBrowserIOS

/// A user directory with nobody in it: these tests open the Book's gallery, not its user searches.
private struct NoUsers: UserDirectory {
    func searchUsers(_ query: String) async throws(UserDirectoryError) -> [GitHubUser] { [] }
    func repositories(of user: GitHubUser) async throws(UserDirectoryError) -> [UserRepository] { [] }
}

/// The Book tab's pattern gallery, as the app builds it (`BookTab`) over an in-memory catalog and
/// favourites store, in a simulated window: each gallery entry opens the gallery's screens, which
/// search and keep favourites.
@MainActor
@Suite("iOS app: the Book's pattern gallery", .simulatedUIKit)
struct BookGalleryTests {
    @MainActor
    private struct BookUnderTest {
        let tabBar = UITabBarController()
        let window = UIWindow(windowScene: UIWindowScene())
        let navigation: UINavigationController
        let book: BookViewController

        init() throws {
            let environment = GalleryEnvironment(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), sleep: { _ in })
            BookTab.add(to: tabBar, directory: NoUsers(), gallery: environment)
            window.rootViewController = tabBar
            window.makeKeyAndVisible()
            navigation = try #require(tabBar.viewControllers?.last as? UINavigationController)
            book = try #require(navigation.topViewController as? BookViewController)
        }

        /// Taps the row of `source`.
        func tap(_ source: BookSource) throws {
            let index = try #require(book.entries.firstIndex { $0.source == source }, "the Book lists \(source)")
            book.rootView.tableView.simulateSelection(at: IndexPath(row: index, section: 0))
        }
    }

    /// Searches "grdb" on the variant `tabs` shows, opens the result and makes it a favourite.
    private func searchAndFavourite(on tabs: GalleryTabBarController) async throws {
        let stack = try #require(tabs.viewControllers?.first as? UINavigationController)
        let search = try #require(stack.topViewController?.viewIfLoaded as? SearchRootView)
        search.searchField.text = "grdb"
        search.searchField.sendActions(for: .editingChanged)
        #expect(await Task.settle { search.tableView.numberOfRows(inSection: 0) == 1 })
        search.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
        #expect(await Task.settle { stack.viewControllers.count == 2 })
        let detail = try #require(stack.topViewController?.viewIfLoaded as? RepositoryDetailRootView)
        detail.favouriteButton.sendActions(for: .touchUpInside)
        #expect(await Task.settle { detail.favouriteButton.currentTitle == "★ Favourite" })
    }

    @Test("chapters 8, 9 and 10 and the VIPER article present their variant over the Book; it searches and keeps a favourite",
          arguments: [(BookSource.chapter(8), "PatternsFluxUIKit"), (.chapter(9), "PatternsReduxUIKit"), (.chapter(10), "PatternsVIPERUIKit"), (.viperArticle, "PatternsVIPERUIKit")])
    func variantEntries(source: BookSource, module: String) async throws {
        let ui = try BookUnderTest()
        let violations = try await SimulatedUIKit.violations {
            try ui.tap(source)
            let tabs = try #require(ui.tabBar.presentedViewController as? GalleryTabBarController, "\(source) presented a variant")
            let search = try #require((tabs.viewControllers?.first as? UINavigationController)?.viewControllers.first)
            #expect(String(reflecting: type(of: search)).hasPrefix(module + "."), "\(source) opened \(type(of: search))")
            try await searchAndFavourite(on: tabs)
            tabs.dismiss(animated: true)
            #expect(ui.tabBar.presentedViewController == nil)
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("chapters 4 and 13 push the gallery's list of the seven patterns; a pattern opens its variant, which searches", arguments: [4, 13])
    func galleryEntries(chapter: Int) async throws {
        let ui = try BookUnderTest()
        let violations = try await SimulatedUIKit.violations {
            try ui.tap(.chapter(chapter))
            let list = try #require(ui.navigation.topViewController as? GalleryListViewController)
            #expect(list.patterns == Pattern.allCases)
            let mvc = try #require(Pattern.allCases.firstIndex(of: .mvc))
            list.rootView.tableView.simulateSelection(at: IndexPath(row: mvc, section: 0))
            let tabs = try #require(ui.tabBar.presentedViewController as? GalleryTabBarController)
            try await searchAndFavourite(on: tabs)
        }
        #expect(violations.isEmpty, "\(violations)")
    }
}
#endif
