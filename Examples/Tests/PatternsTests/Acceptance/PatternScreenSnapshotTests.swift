import PatternsFeature
import PatternsGallery
import StrataTerminal
import StrataTesting
import Testing

/// The strictest drift check: at each step of the journey every pattern must draw the very same
/// screen, cell for cell — key-help line included, since every variant answers the same keys —
/// one golden file per step, shared by all seven variants.
@MainActor
@Suite("Every pattern draws the same screens")
struct PatternScreenSnapshotTests {
    @Test("results, detail and favourites are drawn alike by every pattern", arguments: Pattern.allCases)
    func sameScreens(pattern: Pattern) async throws {
        let gallery = GalleryHarness(pattern, columns: 80, rows: 14)
        gallery.type("apple")
        #expect(await gallery.waitUntilScreenShows("2 of 2 repositories"), "\(pattern)\n\(gallery.screen)")
        GoldenSnapshot.assertMatches(gallery.screen, named: "gallery-results")

        gallery.press(.tab, .down, .enter)
        #expect(await gallery.waitUntilScreenShows("☆ Not a favourite", "Straightforward, type-safe argument parsing"), "\(pattern)\n\(gallery.screen)")
        gallery.press(.character("f"))
        #expect(await gallery.waitUntilScreenShows("★ Favourite"), "\(pattern)\n\(gallery.screen)")
        GoldenSnapshot.assertMatches(gallery.screen, named: "gallery-detail")

        gallery.press(.escape, .character("2"))
        #expect(await gallery.waitUntilScreenShows("1 favourite"), "\(pattern)\n\(gallery.screen)")
        GoldenSnapshot.assertMatches(gallery.screen, named: "gallery-favourites")
    }
}
