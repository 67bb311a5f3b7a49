import DriverTextTestSupport
import Testing

/// The check that keeps terminal key names off UIKit finds every key name the terminal's texts use,
/// and leaves alone the words a touch screen does use.
@Suite("Terminal key names: found in the terminal's texts, not in touch texts")
struct TerminalKeyNamesTests {
    @Test("every hint the terminal words with keys is found", arguments: [
        "Offline — showing saved results from 14:00 (^O why) · 3 repositories for “nio”",
        "Not updated: you are offline. Press r to try again.",
        "Offline — showing saved results from 14:00. Press r to try again, ^O for why.",
        "No favourites yet: press f on a repository to add it.",
        "2 favourites — f removes the highlighted one",
        "↵ Swift · 7.9k stars",
        "Type a login, or part of one, and press Enter.",
        "2 users match “tp”: ↓ to the list, Enter opens one.",
        "2 repositories, most stars first. Esc goes back.",
        "⚠ You are offline. The server cannot be reached. r tries again.",
        "The problem is on the server's side, not yours. Press r to try again.",
        "Tab / Shift-Tab move the focus, Ctrl-C quits.",
        "the f key toggles it",
    ])
    func keyNamesAreFound(text: String) {
        #expect(!TerminalKeyNames.find(in: text).isEmpty, "\(text)")
    }

    @Test("words a touch screen uses are no key names", arguments: [
        "Enter an ID and a password.",
        "Open https://github.com/login/device in a browser and enter this code:",
        "Offline — showing saved results from 14:00. Pull down to try again.",
        "No favourites yet: open a repository and tap ☆ Add to favourites.",
        "Type a login, or part of one, and tap Search.",
        "2 users match “tp”: tap one to see their repositories.",
        "tpope's repositories",
        "Long-press a row, or press and hold it.",
        "Give the client ID of your GitHub OAuth app (its page under Settings → Developer settings).",
        "Paste an API key into the token field.",
        "send “Hello” → sent",
        "the Public tab",
        "Favourites",
    ])
    func touchWordsAreNotKeyNames(text: String) {
        #expect(TerminalKeyNames.find(in: text).isEmpty, "\(text): \(TerminalKeyNames.find(in: text))")
    }

    @Test("a finding says what kind of key name it is and where")
    func findingsAreReadable() {
        #expect(TerminalKeyNames.find(in: "Press r to try again, ^O for why.") == [
            "a caret control key: ^O", "a key to press: Press r", "a key letter as a command: r",
        ])
    }
}
