import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import PatternsFeature
import PatternsGallery
import StrataTerminal

/// One variant of the gallery on a headless terminal, over an in-memory catalog and favourites
/// store — the stage of the shared acceptance journey.
@MainActor
final class GalleryHarness {
    let pattern: Pattern
    let catalog: InMemoryCatalog
    let favourites: InMemoryFavourites
    let terminal: HeadlessTerminal
    let gallery: GalleryApp
    let app: Application

    init(_ pattern: Pattern, columns: Int = 90, rows: Int = 20) {
        self.pattern = pattern
        catalog = InMemoryCatalog()
        favourites = InMemoryFavourites()
        terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        // The pause is not waited on the clock: keys sent in one call reach the screen before any
        // task runs, so a burst still ends in one search — the debounce the journey checks.
        let environment = GalleryEnvironment(
            catalog: catalog,
            favourites: favourites,
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

    /// Types `text` into the focused view, one key per character.
    func type(_ text: String) {
        app.type(text)
    }

    /// Waits until the screen shows every one of `texts`; returns whether it did.
    func waitUntilScreenShows(_ texts: String...) async -> Bool {
        await eventually { texts.allSatisfy { screen.contains($0) } }
    }

    /// Waits until the screen shows none of `texts`; returns whether it did.
    func waitUntilScreenHides(_ texts: String...) async -> Bool {
        await eventually { !texts.contains { screen.contains($0) } }
    }
}
