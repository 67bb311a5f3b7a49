#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserTestSupport
import GitHubBrowserUIKitViews
import PatternsFeature
import PatternsUIKit
import PatternsUIKitGallery
import StrataTesting
import StrataUIKit
import Testing

/// The UIKit gallery builds each variant from its own UIKit target (the same-screens suite would
/// prove nothing if two patterns shared one variant by mistake), and its list opens them.
@MainActor
@Suite("The UIKit gallery builds and opens every pattern's own screens", .simulatedUIKit)
struct UIKitGalleryWiringTests {
    /// By the pattern's name.
    static let expectedSearchScreen: [String: String] = [
        "mvp": "PatternsMVPUIKit.SearchViewController", "mvc": "PatternsMVCUIKit.SearchViewController",
        "mvp-supervising-controller": "PatternsMVPSupervisingControllerUIKit.SearchViewController",
        "mvvm": "PatternsMVVMUIKit.SearchViewController", "flux": "PatternsFluxUIKit.SearchViewController",
        "redux": "PatternsReduxUIKit.SearchViewController", "viper": "PatternsVIPERUIKit.SearchViewController",
    ]

    @Test("each pattern's Search tab is that pattern's UIKit view controller; the tabs are Search and Favourites", arguments: Pattern.allCases)
    func searchScreen(pattern: Pattern) throws {
        let stage = UIKitGalleryStage(pattern)
        let tabs = try #require(stage.tabs.viewControllers)
        #expect(tabs.map { ($0 as? UINavigationController)?.viewControllers.first?.title } == ["Search", "Favourites"])
        let screen = try #require((tabs.first as? UINavigationController)?.viewControllers.first)
        let name = String(reflecting: type(of: screen))
        let expected = try #require(Self.expectedSearchScreen[pattern.rawValue])
        #expect(name == expected || name.hasPrefix(expected + "<"), "\(pattern) built \(name)")
    }

    @Test("the gallery's list shows the seven patterns; a tap presents that pattern's tab bar, which searches")
    func listOpensAPattern() async throws {
        let environment = GalleryEnvironment(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), sleep: { _ in })
        let list = UIKitGallery.makeList(environment: environment)
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        let table = list.rootView.tableView
        let titles = (0..<table.numberOfRows(inSection: 0)).map { (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? PatternCell)?.titleLabel.text }
        #expect(titles == Pattern.allCases.map(\.title))
        #expect(list.title == "Pattern gallery")

        let mvvm = try #require(Pattern.allCases.firstIndex(of: .mvvm))
        table.simulateSelection(at: IndexPath(row: mvvm, section: 0))
        let tabs = try #require(window.rootViewController?.presentedViewController as? GalleryTabBarController)
        #expect(tabs.coordinator != nil, "the MVVM variant's coordinator lives with its tab bar")
        let search = try #require((tabs.viewControllers?.first as? UINavigationController)?.viewControllers.first)
        #expect(String(reflecting: type(of: search)) == "PatternsMVVMUIKit.SearchViewController")
        let root = try #require(search.viewIfLoaded as? SearchRootView)
        root.searchField.text = "grdb"
        root.searchField.sendActions(for: .editingChanged)
        #expect(await Task.settle { root.tableView.numberOfRows(inSection: 0) == 1 })
    }
}
#endif
