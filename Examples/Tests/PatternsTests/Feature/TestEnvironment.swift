import GitHubBrowserApplication
import GitHubBrowserTestSupport
import PatternsFeature

/// An environment over an in-memory catalog and favourites store whose debounce pause is not
/// waited on the clock, for the variants' unit tests.
struct TestEnvironment {
    let catalog: InMemoryCatalog
    let favourites = InMemoryFavourites()

    init(catalog: InMemoryCatalog = InMemoryCatalog()) {
        self.catalog = catalog
    }

    var gallery: GalleryEnvironment {
        GalleryEnvironment(catalog: catalog, favourites: favourites, sleep: { _ in })
    }
}
