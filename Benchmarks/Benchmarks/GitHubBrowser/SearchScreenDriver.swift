import GitHubBrowserComposition
import StrataTerminal

/// Types into the Search tab of the real, composed browser on an off-screen terminal, one key at a
/// time, and waits until the list for what is typed is on screen — the issue's "keystroke to
/// updated list", through the text field, the presenter, the use case, the catalog, the list data
/// source and a frame. The search debounce is zero here: the pause the app makes on purpose after a
/// keystroke (250 ms) is not part of the cost being measured.
@MainActor
final class SearchScreenDriver {
    enum DriverError: Error, CustomStringConvertible {
        case noResults(query: String, screen: String)
        var description: String {
            switch self {
            case let .noResults(query, screen): "No list for “\(query)” after 10 s; the screen was:\n\(screen)"
            }
        }
    }

    let browser: ComposedBrowser
    let terminal = HeadlessTerminal(size: StartupMeasurement.screenSize)
    let application: Application
    private let words: [String]
    private var word = 0
    private var typed = ""

    init(browser: ComposedBrowser, words: [String]) {
        self.browser = browser
        self.words = words
        application = browser.drawFirstFrame(on: terminal)
    }

    /// Clears the field when the current word is complete (not measured: the list for an empty
    /// field is the prompt, drawn without a search).
    func prepareNextKeystroke() {
        guard typed.count == words[word].count else { return }
        application.send([Key](repeating: .backspace, count: typed.count))
        application.renderNow()
        typed = ""
        word = (word + 1) % words.count
    }

    /// Types the next character of the current word and returns once the list for the new text
    /// is drawn.
    func typeNextCharacter() async throws {
        let character = words[word][words[word].index(words[word].startIndex, offsetBy: typed.count)]
        typed.append(character)
        application.send(.character(character))
        let found = "repositories for “\(typed)”"
        let none = "No repositories match “\(typed)”"
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            if application.needsRender {
                application.renderNow()
                let screen = terminal.plainText
                if screen.contains(found) || screen.contains(none) { return }
            }
            guard ContinuousClock.now < deadline else { throw DriverError.noResults(query: typed, screen: terminal.plainText) }
            await Task.yield()
        }
    }
}
