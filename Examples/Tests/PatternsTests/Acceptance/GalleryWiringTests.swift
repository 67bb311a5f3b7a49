import PatternsGallery
import StrataTerminal
import Testing

/// The gallery builds each variant from its own code: the acceptance suite would prove nothing if
/// two patterns shared one variant by mistake.
@MainActor
@Suite("The gallery builds every pattern's own screens")
struct GalleryWiringTests {
    static let expectedSearchScreen: [Pattern: String] = [
        .articles: "SearchViewController", .mvc: "MVCSearchViewController",
        .mvpPassiveView: "PassiveSearchViewController", .mvpSupervisingController: "SupervisingSearchViewController",
        .mvvm: "MVVMSearchViewController", .flux: "FluxSearchViewController",
        .redux: "ReduxSearchViewController", .viper: "VIPERSearchViewController",
    ]

    @Test("each pattern's Search tab is that pattern's view controller", arguments: Pattern.allCases)
    func searchScreen(pattern: Pattern) throws {
        let gallery = GalleryHarness(pattern)
        let tabs = try #require(gallery.gallery.rootViewController as? TabBarController)
        let navigation = try #require(tabs.viewControllers.first as? NavigationController)
        let screen = try #require(navigation.viewControllers.first)
        let name = String(describing: type(of: screen))
        let expected = try #require(Self.expectedSearchScreen[pattern])
        #expect(name == expected || name.hasPrefix(expected + "<"), "\(pattern) built \(name)")
    }

    @Test("every pattern has a folder, a title and both comparison texts")
    func described() {
        for pattern in Pattern.allCases {
            #expect(!pattern.folders.isEmpty && !pattern.title.isEmpty)
            #expect(!pattern.stateLivesIn.isEmpty && !pattern.viewLearnsOfChanges.isEmpty)
        }
        #expect(Set(Pattern.allCases.map(\.title)).count == Pattern.allCases.count)
    }
}
