import GitHubBrowserApplication
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsGallery
import StrataTerminal
import Testing

/// The one acceptance suite of the gallery: every variant runs the same scripted journey and must
/// show the same things at every step. A variant that drifts — a missing mark, a favourite that
/// does not reach another screen, an error that is not an alert with Retry and Cancel — fails here.
@MainActor
@Suite("Every pattern behaves the same")
struct PatternAcceptanceTests {
    @Test("search as you type, open a detail, toggle the favourite, go back, see it on both tabs", arguments: Pattern.allCases)
    func searchDetailFavouriteJourney(pattern: Pattern) async throws {
        let gallery = GalleryHarness(pattern)
        #expect(await gallery.waitUntilScreenShows("Search", "Favourites", SearchStatusText.prompt), "\(pattern): the empty search\n\(gallery.screen)")

        gallery.type("grdb")
        #expect(await gallery.waitUntilScreenShows("☆ groue/GRDB.swift", "1 of 1 repository for “grdb”"), "\(pattern): the results\n\(gallery.screen)")
        #expect(await gallery.catalog.searchedQueries == ["grdb"], "\(pattern): one search for a burst of keys (debounced)")

        gallery.press(.tab, .enter)
        #expect(await gallery.waitUntilScreenShows("A toolkit for SQLite databases", "☆ Not a favourite"), "\(pattern): the detail\n\(gallery.screen)")

        gallery.press(.character("f"))
        #expect(await gallery.waitUntilScreenShows("★ Favourite"), "\(pattern): the detail's mark follows the toggle\n\(gallery.screen)")
        #expect(try await gallery.favourites.all().map(\.fullName) == ["groue/GRDB.swift"])

        gallery.press(.escape)
        #expect(await gallery.waitUntilScreenShows("★ groue/GRDB.swift", "1 of 1 repository"), "\(pattern): back on the results, the mark is updated\n\(gallery.screen)")

        gallery.press(.character("2"))
        #expect(await gallery.waitUntilScreenShows("★ groue/GRDB.swift", FavouritesStatus.count(1).terminalText), "\(pattern): the favourites tab lists it\n\(gallery.screen)")

        gallery.press(.enter)
        #expect(await gallery.waitUntilScreenShows("A toolkit for SQLite databases", "★ Favourite"), "\(pattern): the detail from the favourites\n\(gallery.screen)")
        gallery.press(.character("f"))
        #expect(await gallery.waitUntilScreenShows("☆ Not a favourite"), "\(pattern): removed in the detail\n\(gallery.screen)")
        gallery.press(.escape)
        #expect(await gallery.waitUntilScreenShows(FavouritesStatus.count(0).terminalText), "\(pattern): the favourites list is empty\n\(gallery.screen)")

        gallery.press(.character("1"))
        #expect(await gallery.waitUntilScreenShows("☆ groue/GRDB.swift"), "\(pattern): the search results lost the mark too\n\(gallery.screen)")
    }

    @Test("a new query replaces the results; a cleared query shows the prompt again", arguments: Pattern.allCases)
    func newQueryAndClearedQuery(pattern: Pattern) async throws {
        let gallery = GalleryHarness(pattern)
        gallery.type("apple")
        #expect(await gallery.waitUntilScreenShows("apple/swift-nio", "apple/swift-argument-parser", "2 of 2 repositories for “apple”"), "\(pattern)\n\(gallery.screen)")
        gallery.type(" parser")
        #expect(await gallery.waitUntilScreenShows("1 of 1 repository for “apple parser”"), "\(pattern)\n\(gallery.screen)")
        #expect(await gallery.waitUntilScreenHides("apple/swift-nio"), "\(pattern)\n\(gallery.screen)")
        for _ in "apple parser" { gallery.press(.backspace) }
        #expect(await gallery.waitUntilScreenShows(SearchStatusText.prompt), "\(pattern)\n\(gallery.screen)")
        #expect(await gallery.waitUntilScreenHides("apple/swift-argument-parser"), "\(pattern)\n\(gallery.screen)")
    }

    @Test("the end of the list loads the next page, once at a time; ^R searches again from the first page", arguments: Pattern.allCases)
    func loadMoreAndRefresh(pattern: Pattern) async throws {
        let gallery = GalleryHarness(pattern)
        gallery.type("layer")
        #expect(await gallery.waitUntilScreenShows("10 of 25 repositories for “layer” — go to the end of the list for more"), "\(pattern): the first page\n\(gallery.screen)")
        #expect(await gallery.catalog.searchedPages == [1])

        // To the last row; then, while that page is in flight, off it and back: one request, not two.
        await gallery.catalog.hold()
        gallery.press(.tab)
        gallery.press(Array(repeating: Key.down, count: 9))
        #expect(await gallery.waitUntilCatalogHolds(1), "\(pattern): the second page is asked for")
        #expect(await gallery.waitUntilScreenShows(SearchStatusText.loadingMore, "stratum/layer-10"), "\(pattern): loading more, the rows stay\n\(gallery.screen)")
        gallery.press(.up, .down)
        #expect(!gallery.screen.contains(SearchStatusText.searching("layer")), "\(pattern)\n\(gallery.screen)")
        await gallery.catalog.release()
        #expect(await gallery.waitUntilScreenShows("20 of 25 repositories for “layer” — go to the end of the list for more"), "\(pattern): the second page\n\(gallery.screen)")
        #expect(await gallery.catalog.searchedPages == [1, 2], "\(pattern): one request for the second page")
        #expect(gallery.screen.contains("› ☆ stratum/layer-10"), "\(pattern): the highlight stays where it was\n\(gallery.screen)")

        gallery.press(Array(repeating: Key.down, count: 10))
        #expect(await gallery.waitUntilScreenShows("25 of 25 repositories for “layer”"), "\(pattern): the last page\n\(gallery.screen)")
        #expect(await gallery.waitUntilScreenHides("go to the end of the list for more"), "\(pattern): nothing more is offered\n\(gallery.screen)")
        gallery.press(.up, .down)
        #expect(await gallery.catalog.searchedPages == [1, 2, 3], "\(pattern): nothing more is asked for")

        // Back to the top first: with the highlight left on the last row, the articles' shape would
        // go on to load the second page at once (its presenter keeps the highlight's place).
        gallery.press(Array(repeating: Key.up, count: 24))
        gallery.press(.control("r"))
        #expect(await gallery.waitUntilScreenShows("10 of 25 repositories for “layer” — go to the end of the list for more"), "\(pattern): refreshed\n\(gallery.screen)")
        #expect(await gallery.catalog.searchedPages == [1, 2, 3, 1], "\(pattern): a refresh searches again from the first page")
        #expect(await gallery.catalog.searchedQueries == ["layer", "layer", "layer", "layer"])
        #expect(!gallery.screen.contains(SearchStatusText.loadingMore), "\(pattern)\n\(gallery.screen)")
    }

    @Test("a failed search is an alert with Retry and Cancel; Retry searches again", arguments: Pattern.allCases)
    func failedSearchRetried(pattern: Pattern) async throws {
        let gallery = GalleryHarness(pattern)
        await gallery.catalog.fail(with: .offline(detail: "no route to host"))
        gallery.type("nio")
        #expect(await gallery.waitUntilScreenShows(AppError.offline.title, "[ Retry ]", "[ Cancel ]"), "\(pattern): the alert\n\(gallery.screen)")
        gallery.press(.enter)
        #expect(await gallery.waitUntilScreenShows("apple/swift-nio", "1 of 1 repository for “nio”"), "\(pattern): retried\n\(gallery.screen)")
        #expect(await gallery.waitUntilScreenHides("[ Retry ]"), "\(pattern)\n\(gallery.screen)")
        #expect(await gallery.catalog.searchedQueries == ["nio", "nio"])
    }

    @Test("a failed search cancelled leaves the failure in the status line", arguments: Pattern.allCases)
    func failedSearchCancelled(pattern: Pattern) async throws {
        let gallery = GalleryHarness(pattern)
        await gallery.catalog.fail(with: .offline(detail: "no route to host"))
        gallery.type("nio")
        #expect(await gallery.waitUntilScreenShows("[ Retry ]", "[ Cancel ]"), "\(pattern)\n\(gallery.screen)")
        gallery.press(.escape)
        #expect(await gallery.waitUntilScreenShows(SearchStatusText.failure(.offline)), "\(pattern): the status says why\n\(gallery.screen)")
        #expect(await gallery.waitUntilScreenHides("[ Retry ]"), "\(pattern)\n\(gallery.screen)")
        #expect(await gallery.catalog.searchedQueries == ["nio"])
    }

    @Test("a favourite that cannot be saved is an alert with Retry and Cancel", arguments: Pattern.allCases)
    func favouriteNotSaved(pattern: Pattern) async throws {
        let gallery = GalleryHarness(pattern)
        gallery.type("grdb")
        #expect(await gallery.waitUntilScreenShows("☆ groue/GRDB.swift"), "\(pattern)\n\(gallery.screen)")
        gallery.press(.tab, .enter)
        #expect(await gallery.waitUntilScreenShows("☆ Not a favourite"), "\(pattern)\n\(gallery.screen)")
        gallery.favourites.setFailure(.storage(detail: "disk full"))
        gallery.press(.character("f"))
        #expect(await gallery.waitUntilScreenShows("Favourite not saved", "[ Retry ]", "[ Cancel ]"), "\(pattern)\n\(gallery.screen)")
        gallery.favourites.setFailure(nil)
        gallery.press(.enter)
        #expect(await gallery.waitUntilScreenShows("★ Favourite"), "\(pattern): retried\n\(gallery.screen)")
    }
}
