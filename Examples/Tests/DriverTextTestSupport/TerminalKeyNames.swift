import Foundation

/// Finds the terminal's key names in a text: what a terminal screen tells its user to press
/// ("press f", "Press r to try again", "^O for why", "Esc goes back", "↓ to the list", "↵ "), and a
/// screen driven by touch must never show.
///
/// Use it on every text a UIKit screen shows (its labels, buttons, rows, alerts): driver-free code
/// names what the user can do, and each driver words it, so a key name on UIKit means a text was
/// worded for the terminal and reached UIKit. Each kind of key name is a pattern of its own
/// (``patterns``), precise enough to leave ordinary words alone: "Enter an ID." (a verb), "API key",
/// "Long-press a row", "the Public tab" and "sent → delivered" are no key names.
///
/// ```swift
/// #expect(TerminalKeyNames.find(in: stage.screen).isEmpty, "\(stage.screen)")
/// ```
public enum TerminalKeyNames {
    /// One kind of key name: what it is, and the ICU regular expression that finds it.
    public struct Pattern: Sendable {
        /// What the pattern finds, for a failure message ("a caret control key").
        public let name: String
        /// The regular expression (`NSRegularExpression`'s ICU syntax), case-sensitive.
        public let expression: String
    }

    /// Every kind of key name the terminal screens use, in their words.
    public static let patterns: [Pattern] = [
        // ^O, ^C: the terminal's notation for a control key.
        Pattern(name: "a caret control key", expression: #"\^[A-Z]"#),
        // Ctrl-C, Ctrl-R, Shift-Tab, and the Mac's modifier symbols.
        Pattern(name: "a modifier key", expression: #"\b(?:Ctrl|Control|Shift|Alt|Option|Cmd)-\S|[⌃⌘⌥⇧]"#),
        // ↵ (Enter), ⏎, ⎋ (Esc), ⇥ (Tab), and the up and down arrows that move a highlight; → alone
        // is left alone: texts use it for "results in".
        Pattern(name: "a key symbol", expression: #"[↵⏎⎋⇥↑↓←]"#),
        // Esc, PgUp, Tab… as words. Tab is a key only capitalised in the middle of a sentence's
        // instructions; a screen's tabs are "the Public tab".
        Pattern(name: "a named key", expression: #"\b(?:Esc|Escape|PgUp|PgDn|Tab)\b"#),
        // Enter as a key, not the verb: "press Enter", "Enter opens one" — but not "Enter an ID",
        // "Enter your token" or "enter this code".
        Pattern(name: "the Enter key", expression: #"\bEnter\b(?!\s+(?:a|an|the|your|this|these|some|it|one|two)\b)"#),
        // "press f", "Press r to try again", "press Enter", "press ^O" — not "long-press a row" nor
        // "press and hold".
        Pattern(
            name: "a key to press",
            expression: #"(?<![-\w])[Pp]ress(?:es|ing)?\s+(?:[b-zA-HJ-Z0-9]\b|Enter\b|Esc\b|Tab\b|Space\b|Ctrl\b|\^)"#
        ),
        // A lone letter that does something: "f removes the highlighted one", "r tries again",
        // "q quits" — not "a", "I", or the s of "tpope's".
        Pattern(
            name: "a key letter as a command",
            expression: #"(?<![\w'’^-])[b-hj-z](?=\s+(?:removes|tries|opens|toggles|reloads|goes|adds|loads|switches|quits|cancels|searches|refreshes|for|to)\b)"#
        ),
        // "the f key", "the Enter key" — not "API key".
        Pattern(name: "a key by name", expression: #"(?<![\w-])(?:[a-z0-9]|Enter|Esc|Escape|Return|Space|Tab)\s+key\b"#),
    ]

    /// The key names in `text`, each as it appears there with what kind it is
    /// ("a key to press: press f"); empty when `text` names no key.
    public static func find(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return patterns.flatMap { pattern -> [String] in
            // A pattern of this file that does not compile is a mistake here, caught by its tests.
            guard let regex = try? NSRegularExpression(pattern: pattern.expression) else { return ["\(pattern.name): (invalid pattern)"] }
            return regex.matches(in: text, range: range).compactMap { match in
                Range(match.range, in: text).map { "\(pattern.name): \(text[$0])" }
            }
        }
    }
}
