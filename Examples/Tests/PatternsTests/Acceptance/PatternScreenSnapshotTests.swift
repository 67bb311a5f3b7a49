import PatternsGallery
import StrataTerminal
import StrataTesting
import Testing

/// The strictest drift check: at each step of the journey every pattern must draw the very same
/// screen, cell for cell — one golden file per step, shared by all eight variants. Only the bottom
/// line is left out: it lists the keys that work now, and some variants offer more (the articles'
/// shape and VIPER refresh with ^R).
@MainActor
@Suite("Every pattern draws the same screens")
struct PatternScreenSnapshotTests {
    /// The screen without its key-help line.
    static func body(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n")
    }

    @Test("results, detail and favourites are drawn alike by every pattern", arguments: Pattern.allCases)
    func sameScreens(pattern: Pattern) async throws {
        let gallery = GalleryHarness(pattern, columns: 80, rows: 14)
        gallery.type("apple")
        #expect(await gallery.waitUntilScreenShows("2 of 2 repositories"), "\(pattern)\n\(gallery.screen)")
        GoldenSnapshot.assertMatches(Self.body(gallery.screen), named: "gallery-results")

        gallery.press(.tab, .down, .enter)
        #expect(await gallery.waitUntilScreenShows("☆ Not a favourite", "Straightforward, type-safe argument parsing"), "\(pattern)\n\(gallery.screen)")
        gallery.press(.character("f"))
        #expect(await gallery.waitUntilScreenShows("★ Favourite"), "\(pattern)\n\(gallery.screen)")
        GoldenSnapshot.assertMatches(Self.body(gallery.screen), named: "gallery-detail")

        gallery.press(.escape, .character("2"))
        #expect(await gallery.waitUntilScreenShows("1 favourite"), "\(pattern)\n\(gallery.screen)")
        GoldenSnapshot.assertMatches(Self.body(gallery.screen), named: "gallery-favourites")
    }
}
