import Foundation
import PatternsFeature
import PatternsGallery
import StrataTerminal
import Testing

/// The gallery builds each variant from its own code: the acceptance suite would prove nothing if
/// two patterns shared one variant by mistake.
@MainActor
@Suite("The gallery builds every pattern's own screens")
struct GalleryWiringTests {
    /// By the pattern's name.
    static let expectedSearchScreen: [String: String] = [
        "mvp": "PatternsMVPTerminal.SearchViewController", "mvc": "PatternsMVCTerminal.SearchViewController",
        "mvp-supervising-controller": "PatternsMVPSupervisingControllerTerminal.SearchViewController",
        "mvvm": "PatternsMVVMTerminal.SearchViewController", "flux": "PatternsFluxTerminal.SearchViewController",
        "redux": "PatternsReduxTerminal.SearchViewController", "viper": "PatternsVIPERTerminal.SearchViewController",
    ]

    @Test("each pattern's Search tab is that pattern's view controller", arguments: Pattern.allCases)
    func searchScreen(pattern: Pattern) throws {
        let gallery = GalleryHarness(pattern)
        let tabs = try #require(gallery.gallery.rootViewController as? TabBarController)
        let navigation = try #require(tabs.viewControllers.first as? NavigationController)
        let screen = try #require(navigation.viewControllers.first)
        let name = String(reflecting: type(of: screen))
        let expected = try #require(Self.expectedSearchScreen[pattern.rawValue])
        #expect(name == expected || name.hasPrefix(expected + "<"), "\(pattern) built \(name)")
    }

    @Test("every pattern names folders and tests that exist, a title and comparison texts of its own")
    func described() {
        // Examples/Tests/PatternsTests/Acceptance/GalleryWiringTests.swift → the repository's root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for pattern in Pattern.allCases {
            #expect(!pattern.folders.isEmpty && !pattern.testFolders.isEmpty, "\(pattern) names no folder")
            for path in pattern.folders + pattern.testFolders {
                #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(pattern) names \(path), which does not exist")
            }
        }
        for text in [\Pattern.title, \Pattern.stateLivesIn, \Pattern.viewLearnsOfChanges] {
            let texts = Pattern.allCases.map { $0[keyPath: text] }
            #expect(!texts.contains { $0.allSatisfy(\.isWhitespace) }, "a pattern has no text: \(texts)")
            #expect(Set(texts).count == texts.count, "two patterns share a text: \(texts)")
        }
    }
}
