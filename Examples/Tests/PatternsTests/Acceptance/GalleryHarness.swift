import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsGallery
import StrataTerminal

/// One variant of the gallery on a headless terminal, over an in-memory catalog and favourites
/// store — the stage of the shared acceptance journey.
///
/// The catalog pages: besides the five sample repositories it holds ``layerCount`` repositories
/// that match “layer”, and a search fetches ``pageSize`` at a time, so “layer” takes three pages.
@MainActor
final class GalleryHarness {
    let pattern: Pattern
    let catalog: InMemoryCatalog
    let favourites: InMemoryFavourites
    let terminal: HeadlessTerminal
    let gallery: GalleryApp
    let app: Application

    /// How many results a search fetches at a time.
    static let pageSize = 10
    /// How many repositories match “layer”: two full pages and a short one.
    static let layerCount = 25

    /// The repositories that match “layer”, by stars: “stratum/layer-01” first.
    static let layers = (1...layerCount).map { number in
        let name = "layer-" + (number < 10 ? "0\(number)" : "\(number)")
        return Repository(id: RepositoryID(owner: "stratum", name: name), summary: "Layer \(number) of a paging catalog", stars: 5_000 - number)
    }

    init(_ pattern: Pattern, columns: Int = 90, rows: Int = 20) {
        self.pattern = pattern
        catalog = InMemoryCatalog(SampleRepositories.all + Self.layers)
        favourites = InMemoryFavourites()
        terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        // The pause is not waited on the clock: keys sent in one call reach the screen before any
        // task runs, so a burst still ends in one search — the debounce the journey checks.
        let environment = GalleryEnvironment(
            catalog: catalog,
            favourites: favourites,
            pageSize: Self.pageSize,
            debounce: .milliseconds(250),
            sleep: { _ in }
        )
        gallery = GalleryApp(pattern: pattern, environment: environment)
        app = Application(terminal: terminal, root: gallery.rootViewController, environment: [:])
        app.renderNow()
    }

    /// The screen as plain text, drawn now.
    var screen: String {
        app.renderNow()
        return terminal.plainText
    }

    /// Sends `keys`.
    func press(_ keys: Key...) {
        app.send(keys)
    }

    /// Sends `keys`, all before any task runs.
    func press(_ keys: [Key]) {
        app.send(keys)
    }

    /// Types `text` into the focused view, one key per character.
    func type(_ text: String) {
        app.type(text)
    }

    /// Waits until the screen shows every one of `texts`; returns whether it did.
    func waitUntilScreenShows(_ texts: String...) async -> Bool {
        await eventually { texts.allSatisfy { screen.contains($0) } }
    }

    /// Waits (polling, up to 30 seconds) until the catalog holds `count` searches; returns whether
    /// it did.
    func waitUntilCatalogHolds(_ count: Int) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while ContinuousClock.now < deadline {
            if await catalog.heldCount == count { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return await catalog.heldCount == count
    }

    /// Waits until the screen shows none of `texts`; returns whether it did.
    func waitUntilScreenHides(_ texts: String...) async -> Bool {
        await eventually { !texts.contains { screen.contains($0) } }
    }
}
